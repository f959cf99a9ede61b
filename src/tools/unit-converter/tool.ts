import { Ruler } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'unit-converter',
  category: 'converter',
  badge: 'popular',
  icon: Ruler,
  order: 350,
  load: () => import('./index'),
});
