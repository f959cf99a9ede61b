import { FileCode } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'markdown-preview',
  category: 'text',
  badge: 'preview',
  icon: FileCode,
  order: 90,
  takesText: true,
  load: () => import('./index'),
});
