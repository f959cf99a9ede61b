import { FileSpreadsheet } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'csv-to-json',
  category: 'converter',
  badge: 'converter',
  icon: FileSpreadsheet,
  order: 130,
  takesText: true,
  operations: ['csvToJson'],
  load: () => import('./index'),
});
