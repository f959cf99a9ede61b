import { GitCompare } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'text-diff',
  category: 'text',
  badge: 'text',
  icon: GitCompare,
  order: 30,
  takesText: true,
  load: () => import('./index'),
});
