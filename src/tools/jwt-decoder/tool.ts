import { KeyRound } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'jwt-decoder',
  category: 'developer',
  badge: 'security',
  icon: KeyRound,
  order: 510,
  takesText: true,
  load: () => import('./index'),
});
