import { Type } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'word-counter',
  category: 'text',
  badge: 'popular',
  icon: Type,
  order: 20,
  takesText: true,
  load: () => import('./index'),
});
