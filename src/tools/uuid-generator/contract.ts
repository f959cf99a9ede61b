import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  // The example: five v7 UUIDs, one per line.
  example: /^(?:[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){4}[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  empty: { waits: 'Download', hint: NO_RESULT },
  // A generator: the button makes UUIDs from options alone, there is no input to empty.
  stale: null,
});
