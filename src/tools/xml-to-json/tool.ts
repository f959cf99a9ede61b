import { CodeXml } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: 'xml-to-json',
  category: 'converter',
  badge: 'converter',
  icon: CodeXml,
  order: 150,
  takesText: true,
  operations: ['xmlToJson'],
  load: () => import('./index'),
});
