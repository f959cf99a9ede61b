import { Cake } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'age-calculator',
  category: 'calculator',
  badge: 'calculator',
  icon: Cake,
  order: 250,
  load: () => import('./index'),
});
