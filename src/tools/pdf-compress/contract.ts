import { PDF_TOOL, defineContract } from '../contract';

export default defineContract({
  ...PDF_TOOL,
  // The example compresses a generated 3-page PDF of 200 DPI photos at 150 DPI.
  example: /^[\d.]+ KB → [\d.]+ KB \(saved \d+%\)$/,
  empty: { action: 'Compress PDF', message: 'Please add a PDF first' },
});
