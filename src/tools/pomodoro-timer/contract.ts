import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'pomodoro-display' },
  example: '50:00',
  copied: null,
  cleared: null,
  empty: null,
  // A timer: there is no input to empty.
  stale: null,
});
