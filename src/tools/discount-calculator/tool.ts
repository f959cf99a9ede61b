import { Tag } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'discount-calculator',
  category: 'calculator',
  badge: 'calculator',
  icon: Tag,
  order: 240,
  load: () => import('./index'),
});
