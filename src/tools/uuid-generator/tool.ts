import { Hash } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'uuid-generator',
  category: 'generator',
  badge: 'generator',
  icon: Hash,
  order: 360,
  load: () => import('./index'),
});
