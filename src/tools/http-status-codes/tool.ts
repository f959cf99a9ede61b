import { ListOrdered } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'http-status-codes',
  category: 'developer',
  badge: 'new',
  icon: ListOrdered,
  order: 500,
  load: () => import('./index'),
});
