import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^Age34 years, 7 months, 14 days/,
  copied:
    'Age: 34 years, 7 months, 14 days\nTotal months: 415\nTotal weeks: 1,806 weeks, 6 days\nTotal days: 12,648\n' +
    'Next birthday: July 15, 2025 (turns 35)\nDays until next birthday: 136 days',
  stale: { input: { label: 'Date of birth', exact: true } },
});
