import { FileImage } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'images-to-pdf',
  category: 'pdf',
  badge: 'new',
  icon: FileImage,
  order: 580,
  load: () => import('./index'),
});
