import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'color-hex' },
  example: '#ff6347',
  cleared: 'Colour cleared',
  // A colour is always shown until cleared; an unrecognised one is an inline message (own spec).
  empty: null,
  stale: { input: { label: 'Colour value' } },
});
