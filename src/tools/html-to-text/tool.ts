import { Code2 } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'html-to-text',
  category: 'text',
  badge: 'converter',
  icon: Code2,
  order: 50,
  takesText: true,
  operations: ['htmlToText'],
  load: () => import('./index'),
});
