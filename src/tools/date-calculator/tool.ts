import { CalendarDays } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'date-calculator',
  category: 'calculator',
  badge: 'calculator',
  icon: CalendarDays,
  order: 260,
  load: () => import('./index'),
});
