import { FILE_TOOL, defineContract } from '../contract';

export default defineContract({
  ...FILE_TOOL,
  // The example is a generated 1200×800 picture; the result is its card's saving.
  output: { testId: 'image-note' },
  example: /^Saved \d+(\.\d)?%$/,
  cleared: 'Images cleared',
  empty: { action: 'Compress', message: 'Please upload an image first' },
});
