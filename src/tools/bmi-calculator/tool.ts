import { Scale } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'bmi-calculator',
  category: 'calculator',
  badge: 'popular',
  icon: Scale,
  order: 230,
  load: () => import('./index'),
});
