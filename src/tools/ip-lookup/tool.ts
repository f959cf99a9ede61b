import { Globe } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'ip-lookup',
  category: 'developer',
  badge: 'new',
  icon: Globe,
  order: 440,
  load: () => import('./index'),
});
