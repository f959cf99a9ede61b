import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /Monthly payment\s*1,264\.14/,
  copied: /^Monthly payment: 1,264\.14\nTotal payment: 455,085\.82\nTotal interest: 255,085\.82\nNumber of payments: 360$/,
  stale: { input: { label: 'Loan amount', exact: true } },
});
