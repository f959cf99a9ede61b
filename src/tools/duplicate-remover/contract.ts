import { defineContract } from '../contract';

export default defineContract({
  example: ['apple@example.com', 'banana@example.com', 'Apple@example.com', 'cherry@example.com', 'date@example.com'].join('\n'),
  empty: { action: 'Remove duplicates', message: 'Please enter some text first' },
});
