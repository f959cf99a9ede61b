import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example puts three generated pictures (JPEG, PNG, WebP) on A4 pages.
  example: '3 pages',
  cleared: 'Images cleared',
  empty: { action: 'Make PDF', message: 'Please add an image first' },
});
