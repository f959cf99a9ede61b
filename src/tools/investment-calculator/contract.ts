import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /Future value\s*54,713\.58/,
  copied: /^Future value: 54,713\.58\nTotal contributions: 34,000\.00\nTotal earnings: 20,713\.58$/,
  // Either amount alone is an investment: both are emptied.
  stale: { input: { label: /^(Initial investment|Monthly contribution)$/ } },
});
