import { defineContract } from '../contract';

export default defineContract({
  example:
    'Dear customer,\n' +
    'Thank you for your purchase #1042. Your purchase will ship within 2 business days.\n' +
    'If you have any questions about your purchase, just reply to this email.',
  empty: { action: 'Replace all', message: 'Please enter some text first' },
});
