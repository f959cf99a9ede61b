import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example merges two generated documents of 3 and 2 pages.
  example: '5 pages · 2 files merged',
  empty: { action: 'Merge PDFs', message: 'Please add a PDF first' },
});
