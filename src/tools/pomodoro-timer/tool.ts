import { Hourglass } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pomodoro-timer',
  category: 'productivity',
  badge: 'new',
  icon: Hourglass,
  order: 480,
  load: () => import('./index'),
});
