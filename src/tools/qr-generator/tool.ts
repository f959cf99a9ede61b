import { QrCode } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'qr-generator',
  category: 'generator',
  badge: 'popular',
  icon: QrCode,
  order: 390,
  takesText: true,
  load: () => import('./index'),
});
