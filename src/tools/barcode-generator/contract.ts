import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'barcode-value' },
  // The example is 12 digits: the EAN-13 check digit (7) is computed and appended.
  example: '5901234123457',
  empty: { waits: 'Download PNG', hint: 'Please enter text to encode' },
  stale: { input: { label: 'Text to encode' }, action: null },
});
