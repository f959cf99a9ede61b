import { FileDown } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pdf-compress',
  category: 'pdf',
  badge: 'new',
  icon: FileDown,
  order: 570,
  load: () => import('./index'),
});
