import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'countdown-display' },
  example: '03:00',
  copied: null,
  cleared: 'Timers reset',
  empty: { action: 'Start countdown', message: 'Please set a valid time' },
  // A timer: its display is the time that was set, not a result of an input.
  stale: null,
});
