import { Coins } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'currency-converter',
  category: 'converter',
  badge: 'converter',
  icon: Coins,
  order: 430,
  load: () => import('./index'),
});
