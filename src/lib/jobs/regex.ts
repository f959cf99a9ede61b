import type { RegexApi } from '@workers/regex.worker';
import type { MatchResult, ReplaceResult, TesterResult } from '@workers/regex/engine';
import { WorkerClient, type RunOptions } from './client';

export type { MatchResult, RegexMatch, ReplaceOptions, ReplaceResult, TesterMatch, TesterResult } from '@workers/regex/engine';

/**
 * User regular expressions run only in this worker. A pattern that backtracks
 * catastrophically cannot be interrupted inside the engine, so the job has a time
 * limit: past it the worker is terminated (the job fails with code 'timeout') and
 * the next job gets a fresh one. The limit grows with the text, so a legitimate
 * pattern over 10 MB is not cut short.
 */
const client = new WorkerClient<RegexApi>(
  () => new Worker(new URL('../../../workers/regex.worker.ts', import.meta.url), { type: 'module', name: 'regex' }),
);

export const REGEX_TIME_LIMIT_MS = 1_000;
/** Extra time per character of input (10 MB → +5 s), so a legitimate pattern on a busy phone is not cut short. */
const MS_PER_CHAR = 1 / 2_000;

export function regexTimeLimit(chars: number): number {
  return Math.round(REGEX_TIME_LIMIT_MS + chars * MS_PER_CHAR);
}

type RegexRunOptions = Omit<RunOptions, 'timeoutMs'>;

export const regexJobs = {
  replace: (input: string, find: string, replacement: string, options: { caseSensitive: boolean; useRegex: boolean }, run: RegexRunOptions = {}) =>
    client.run<ReplaceResult>((api) => api.replace(input, find, replacement, options), { ...run, timeoutMs: regexTimeLimit(input.length) }),
  match: (text: string, pattern: string, flags: string, run: RegexRunOptions = {}) =>
    client.run<MatchResult>((api) => api.match(text, pattern, flags), { ...run, timeoutMs: regexTimeLimit(text.length) }),
  /** Matches with spans and, when `replacement` is not null, the replace preview with the same flags (regex-tester). */
  test: (text: string, pattern: string, flags: string, replacement: string | null, run: RegexRunOptions = {}) =>
    client.run<TesterResult>((api) => api.test(text, pattern, flags, replacement), { ...run, timeoutMs: regexTimeLimit(text.length) }),
  cancel: () => client.terminate(),
};
