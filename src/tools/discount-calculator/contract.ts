import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^You save70\.00/,
  copied: 'You save: 70.00\nPrice after discount: 180.00\nTotal discount: 28%\nSales tax: 14.85\nFinal price with tax: 194.85',
  stale: { input: { label: 'Original price', exact: true } },
});
