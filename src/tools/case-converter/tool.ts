import { CaseSensitive } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'case-converter',
  category: 'text',
  badge: 'popular',
  icon: CaseSensitive,
  order: 10,
  takesText: true,
  operations: ['case'],
  load: () => import('./index'),
});
