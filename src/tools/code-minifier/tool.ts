import { Minimize2 } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'code-minifier',
  category: 'developer',
  badge: 'new',
  icon: Minimize2,
  order: 190,
  takesText: true,
  operations: ['jsMinify', 'cssMinify', 'htmlMinify', 'jsFormat', 'cssFormat', 'htmlFormat'],
  load: () => import('./index'),
});
