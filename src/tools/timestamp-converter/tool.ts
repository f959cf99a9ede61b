import { Clock3 } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'timestamp-converter',
  category: 'converter',
  badge: 'converter',
  icon: Clock3,
  order: 340,
  load: () => import('./index'),
});
