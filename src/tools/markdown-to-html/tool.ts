import { FileCode2 } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'markdown-to-html',
  category: 'converter',
  badge: 'converter',
  icon: FileCode2,
  order: 160,
  takesText: true,
  operations: ['markdownToHtml'],
  load: () => import('./index'),
});
