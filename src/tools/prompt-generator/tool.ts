import { Bot } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'prompt-generator',
  category: 'generator',
  badge: 'new',
  icon: Bot,
  order: 460,
  load: () => import('./index'),
});
