import { Database } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'sql-formatter',
  category: 'developer',
  badge: 'new',
  icon: Database,
  order: 180,
  takesText: true,
  operations: ['sqlFormat'],
  load: () => import('./index'),
});
