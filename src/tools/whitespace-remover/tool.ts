import { Eraser } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'whitespace-remover',
  category: 'text',
  badge: 'cleanup',
  icon: Eraser,
  order: 80,
  takesText: true,
  operations: ['whitespace'],
  load: () => import('./index'),
});
