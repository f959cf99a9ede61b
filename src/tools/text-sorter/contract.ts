import { defineContract } from '../contract';

export default defineContract({
  example: 'Apple\nbanana\nbanana\ncherry\nitem1\nitem2\nitem10',
  empty: { action: 'Sort lines', message: 'Please enter some text first' },
});
