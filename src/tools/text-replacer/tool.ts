import { Replace } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'text-replacer',
  category: 'text',
  badge: 'text',
  icon: Replace,
  order: 60,
  takesText: true,
  operations: ['replace'],
  load: () => import('./index'),
});
