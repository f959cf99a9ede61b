import { Fingerprint } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'hash-generator',
  category: 'security',
  badge: 'security',
  icon: Fingerprint,
  order: 200,
  takesText: true,
  operations: ['md5', 'sha1', 'sha256'],
  load: () => import('./index'),
});
