import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'gradient-css' },
  example: 'background: linear-gradient(135deg, #c471f5 0%, #56ccf2 50%, #fa71cd 100%);',
  // A gradient always exists: Clear resets to the default one.
  cleared: 'Gradient reset',
  clearedOutput: 'background: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);',
  empty: null,
  // A gradient always exists (its stops are the input): there is nothing to empty.
  stale: null,
});
