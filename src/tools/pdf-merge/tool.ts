import { Combine } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pdf-merge',
  category: 'pdf',
  badge: 'new',
  icon: Combine,
  order: 540,
  load: () => import('./index'),
});
