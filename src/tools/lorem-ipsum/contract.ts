import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  // Random words: three paragraphs, the first with the classic opening.
  example: /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.[^\n]*\.\n\n[A-Z][^\n]*\.\n\n[A-Z][^\n]*\.$/,
  empty: { waits: 'Copy', hint: NO_RESULT },
  // A generator: its only input is a count, and an empty count is clamped and generates afresh.
  stale: null,
});
