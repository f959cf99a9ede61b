import { defineContract } from '../contract';

export default defineContract({
  example:
    'The Quick Brown Fox Jumps Over The Lazy Dog. It Was A Bright, Cold Day In April.\n' +
    'Javascript And Typescript Power Most Modern Web Apps.',
  empty: { action: 'UPPER CASE', message: 'Please enter some text first' },
});
