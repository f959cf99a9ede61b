import { Barcode } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'barcode-generator',
  category: 'generator',
  badge: 'generator',
  icon: Barcode,
  order: 400,
  load: () => import('./index'),
});
