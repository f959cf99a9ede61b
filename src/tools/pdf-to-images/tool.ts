import { Images } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'pdf-to-images',
  category: 'pdf',
  badge: 'new',
  icon: Images,
  order: 590,
  load: () => import('./index'),
});
