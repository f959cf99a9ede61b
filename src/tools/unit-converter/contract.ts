import { defineContract } from '../contract';

export default defineContract({
  // 26.2 mi (a marathon) at 6 decimals.
  example: '42.164813',
  // A value is always there (1 mi by default); an invalid one is an inline message (own spec).
  empty: null,
  stale: { input: { label: 'Value', exact: true } },
});
