import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /Total amount\s*1,647\.01/,
  copied: /^Total amount: 1,647\.01\nInterest earned: 647\.01\nEffective annual rate: 5\.1162%$/,
  stale: { input: { label: 'Principal', exact: true } },
});
