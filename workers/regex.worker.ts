import { expose } from 'comlink';
import { regexMatch, regexReplace, regexTest, type MatchResult, type ReplaceOptions, type ReplaceResult, type TesterResult } from './regex/engine';

/** User regular expressions run only here; the page terminates this worker when a pattern runs too long. */
export interface RegexApi {
  replace(input: string, find: string, replacement: string, options: ReplaceOptions): Promise<ReplaceResult>;
  match(text: string, pattern: string, flags: string): Promise<MatchResult>;
  /** The regex tester: matches with spans, plus a replace preview with the same flags when `replacement` is not null. */
  test(text: string, pattern: string, flags: string, replacement: string | null): Promise<TesterResult>;
}

const api: RegexApi = {
  replace: async (input, find, replacement, options) => regexReplace(input, find, replacement, options),
  match: async (text, pattern, flags) => regexMatch(text, pattern, flags),
  test: async (text, pattern, flags, replacement) => regexTest(text, pattern, flags, replacement),
};

expose(api);
