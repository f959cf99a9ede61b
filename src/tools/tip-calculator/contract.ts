import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^Each person pays33\.98/,
  copied: 'Each person pays: 33.98\nTip: 15.55\nTotal with tip: 101.95\nTip per person: 5.18',
  stale: { input: { label: 'Bill amount', exact: true } },
});
