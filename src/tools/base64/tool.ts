import { Binary } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'base64',
  category: 'converter',
  badge: 'popular',
  icon: Binary,
  order: 320,
  takesText: true,
  operations: ['base64Encode', 'base64Decode', 'base64DecodeBytes'],
  load: () => import('./index'),
});
