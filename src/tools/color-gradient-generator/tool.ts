import { Blend } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'color-gradient-generator',
  category: 'design',
  badge: 'new',
  icon: Blend,
  order: 420,
  load: () => import('./index'),
});
