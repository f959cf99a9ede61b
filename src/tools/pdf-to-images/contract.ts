import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example draws a generated 3-page document at 72 DPI as PNG.
  example: '3 images',
  empty: { action: 'Convert to images', message: 'Please add a PDF first' },
});
