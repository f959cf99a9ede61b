import { Palette } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'color-picker',
  category: 'design',
  badge: 'popular',
  icon: Palette,
  order: 410,
  load: () => import('./index'),
});
