import { defineContract } from '../contract';

export default defineContract({
  example: /^(Alice|Bob|Carmen|David|Elena|Farid|Grace|Hiro)$/,
  empty: { action: 'Pick', message: 'Please enter at least one item' },
});
