import { Sheet } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'json-to-csv',
  category: 'converter',
  badge: 'converter',
  icon: Sheet,
  order: 140,
  takesText: true,
  operations: ['jsonToCsv'],
  load: () => import('./index'),
});
