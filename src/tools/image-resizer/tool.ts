import { Scaling } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'image-resizer',
  category: 'converter',
  badge: 'converter',
  icon: Scaling,
  order: 120,
  load: () => import('./index'),
});
