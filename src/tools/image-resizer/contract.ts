import { FILE_TOOL, defineContract } from '../contract';

export default defineContract({
  ...FILE_TOOL,
  // The example halves a generated 1200×800 picture.
  output: { testId: 'image-after-dims' },
  example: '600 × 400 px',
  cleared: 'Images cleared',
  empty: { action: 'Resize', message: 'Please upload an image first' },
});
