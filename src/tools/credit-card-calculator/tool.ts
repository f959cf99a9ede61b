import { CreditCard } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'credit-card-calculator',
  category: 'finance',
  badge: 'finance',
  icon: CreditCard,
  order: 310,
  load: () => import('./index'),
});
