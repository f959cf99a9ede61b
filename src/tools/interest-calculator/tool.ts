import { TrendingUp } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'interest-calculator',
  category: 'finance',
  badge: 'finance',
  icon: TrendingUp,
  order: 290,
  load: () => import('./index'),
});
