import { KeyRound } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'password-generator',
  category: 'generator',
  badge: 'security',
  icon: KeyRound,
  order: 370,
  load: () => import('./index'),
});
