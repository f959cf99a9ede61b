import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example saves a generated 6-page document with its second page turned.
  example: '6 pages · 1 rotated',
  empty: { action: 'Save PDF', message: 'Please add a PDF first' },
});
