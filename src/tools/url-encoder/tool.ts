import { Link2 } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'url-encoder',
  category: 'converter',
  badge: 'converter',
  icon: Link2,
  order: 330,
  takesText: true,
  operations: ['urlEncode', 'urlDecode'],
  load: () => import('./index'),
});
