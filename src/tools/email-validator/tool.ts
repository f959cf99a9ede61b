import { MailCheck } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'email-validator',
  category: 'security',
  badge: 'security',
  icon: MailCheck,
  order: 210,
  takesText: true,
  load: () => import('./index'),
});
