import { Dices } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'random-picker',
  category: 'productivity',
  badge: 'generator',
  icon: Dices,
  order: 490,
  takesText: true,
  load: () => import('./index'),
});
