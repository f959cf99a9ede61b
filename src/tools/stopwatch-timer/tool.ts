import { Timer } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'stopwatch-timer',
  category: 'productivity',
  badge: 'popular',
  icon: Timer,
  order: 470,
  load: () => import('./index'),
});
