import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example splits a generated 6-page document by "1-2, 4, 5-".
  example: '3 files',
  empty: { action: 'Split PDF', message: 'Please add a PDF first' },
});
