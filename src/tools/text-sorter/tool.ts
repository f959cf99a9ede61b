import { ArrowDownAZ } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'text-sorter',
  category: 'text',
  badge: 'text',
  icon: ArrowDownAZ,
  order: 40,
  takesText: true,
  operations: ['sortLines'],
  load: () => import('./index'),
});
