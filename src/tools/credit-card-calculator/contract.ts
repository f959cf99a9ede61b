import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /Time to pay off\s*94 months \(7 years 10 months\)/,
  copied: /^Time to pay off: 94 months \(7 years 10 months\)\nTotal paid: 9,311\.18\nTotal interest: 4,311\.18$/,
  stale: { input: { label: 'Card balance', exact: true } },
});
