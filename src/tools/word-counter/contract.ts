import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  // The words card; Copy gives every statistic.
  output: { testId: 'stat-words', within: 'dd' },
  example: '39',
  copied: [
    'Words: 39',
    'Characters: 224',
    'Characters (no spaces): 185',
    'Sentences: 5',
    'Paragraphs: 2',
    'Lines: 4',
    'Reading time: 10 s',
    'Speaking time: 16 s',
  ].join('\n'),
  clearedOutput: '0',
  empty: { waits: 'Copy', hint: NO_RESULT },
});
