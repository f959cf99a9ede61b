import { Regex } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'regex-tester',
  category: 'developer',
  badge: 'new',
  icon: Regex,
  order: 520,
  takesText: true,
  load: () => import('./index'),
});
