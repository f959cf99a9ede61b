import { Scissors } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pdf-split',
  category: 'pdf',
  badge: 'new',
  icon: Scissors,
  order: 550,
  load: () => import('./index'),
});
