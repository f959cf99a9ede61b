import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  example: /^[A-Za-z0-9!@#$%^&*()\-_=+[\]{};:,.<>/?~]{20}$/,
  empty: { waits: 'Download', hint: NO_RESULT },
  // A generator: the button makes passwords from options alone, there is no input to empty.
  stale: null,
});
