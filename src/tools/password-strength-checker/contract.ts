import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  output: { testId: 'strength-result' },
  example: /Estimated strength.*score [0-4] of 4/,
  copied: /^Estimated strength: [A-Za-z ]+ \(score [0-4] of 4\)\nOnline attack, rate-limited/,
  empty: { waits: 'Copy', hint: NO_RESULT },
  stale: { input: { label: 'Password to check', exact: true } },
});
