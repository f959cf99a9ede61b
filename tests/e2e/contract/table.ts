import type { ToolContract } from './types';

/**
 * One row per catalogue entry (a tool without a row fails the suite). Keep each
 * group's rows together; add a new tool's row to its group.
 */
export const CONTRACTS: Record<string, ToolContract> = {
  // — text —
  'case-converter': {
    example:
      'The Quick Brown Fox Jumps Over The Lazy Dog. It Was A Bright, Cold Day In April.\n' +
      'Javascript And Typescript Power Most Modern Web Apps.',
    empty: { action: 'UPPER CASE', message: 'Please enter some text first' },
  },

  // — data / developer / images / hashing —

  // — converters and generators (issue 7) —

  // — calculators and finance (issue 8) —

  // — timers and productivity (issue 8) —

  // — developer, security and network (issue 9) —
};
