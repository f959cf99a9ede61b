import { PiggyBank } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'investment-calculator',
  category: 'finance',
  badge: 'finance',
  icon: PiggyBank,
  order: 300,
  load: () => import('./index'),
});
