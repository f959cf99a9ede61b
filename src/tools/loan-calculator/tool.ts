import { Landmark } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'loan-calculator',
  category: 'finance',
  badge: 'popular',
  icon: Landmark,
  order: 280,
  load: () => import('./index'),
});
