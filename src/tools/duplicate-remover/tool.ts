import { Copy } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'duplicate-remover',
  category: 'text',
  badge: 'cleanup',
  icon: Copy,
  order: 70,
  takesText: true,
  operations: ['dedupeLines'],
  load: () => import('./index'),
});
