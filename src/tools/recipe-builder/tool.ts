import { Workflow } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'recipe-builder',
  category: 'developer',
  badge: 'new',
  icon: Workflow,
  order: 530,
  takesText: true,
  load: () => import('./index'),
});
