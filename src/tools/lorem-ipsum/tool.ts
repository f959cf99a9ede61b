import { AlignLeft } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'lorem-ipsum',
  category: 'text',
  badge: 'generator',
  icon: AlignLeft,
  order: 100,
  load: () => import('./index'),
});
