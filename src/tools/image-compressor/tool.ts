import { ImageDown } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'image-compressor',
  category: 'converter',
  badge: 'popular',
  icon: ImageDown,
  order: 110,
  load: () => import('./index'),
});
