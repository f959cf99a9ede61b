import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  example: '2023-11-14T22:13:20.000Z',
  empty: { waits: 'Copy', hint: NO_RESULT },
  stale: { input: { label: 'Unix timestamp', exact: true } },
});
