import { defineContract } from '../contract';

export default defineContract({
  example: [
    'Release notes',
    '',
    'Version 2.0 brings faster exports & a new look.',
    '',
    '• Dark mode',
    '• Keyboard shortcuts',
    '',
    '1. Update the app',
    '2. Restart it',
    '',
    'Questions?',
    'Write to us — we answer within a day.',
  ].join('\n'),
  empty: { action: 'Convert', message: 'Please enter some text first' },
});
