import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^15% of 8012/,
  copied: '15% of 80: 12\n15 is what % of 80: 18.75%\nChange from 15 to 80: 433.33% increase\n80 + 15%: 92\n80 − 15%: 68',
  stale: { input: { label: 'Number X', exact: true } },
});
