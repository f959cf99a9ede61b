import { LayoutGrid } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pdf-organize',
  category: 'pdf',
  badge: 'new',
  icon: LayoutGrid,
  order: 560,
  load: () => import('./index'),
});
