import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^Days \(end date not counted\)358/,
  copied:
    'Days (end date not counted): 358\nWeeks: 51 weeks, 1 day\nMonths: 11 months, 24 days\n' +
    'Years: 0 years, 11 months, 24 days\nBusiness days (Mon–Fri): 256',
  stale: { input: { label: 'Start date', exact: true } },
});
