import { Braces } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'json-formatter',
  category: 'developer',
  badge: 'popular',
  icon: Braces,
  order: 170,
  takesText: true,
  operations: ['jsonFormat', 'jsonMinify', 'jsonSortKeys'],
  load: () => import('./index'),
});
