import { ShieldCheck } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'password-strength-checker',
  category: 'security',
  badge: 'security',
  icon: ShieldCheck,
  order: 380,
  load: () => import('./index'),
});
