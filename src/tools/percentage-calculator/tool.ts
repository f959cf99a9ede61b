import { Percent } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'percentage-calculator',
  category: 'calculator',
  badge: 'popular',
  icon: Percent,
  order: 220,
  load: () => import('./index'),
});
