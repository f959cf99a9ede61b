import { Send } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'api-tester',
  category: 'developer',
  badge: 'new',
  icon: Send,
  order: 450,
  load: () => import('./index'),
});
