import { HandCoins } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'tip-calculator',
  category: 'calculator',
  badge: 'calculator',
  icon: HandCoins,
  order: 270,
  load: () => import('./index'),
});
