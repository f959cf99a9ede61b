import { expose } from 'comlink';
import { regexMatch, regexReplace, type MatchResult, type ReplaceOptions, type ReplaceResult } from './regex/engine';

/** User regular expressions run only here; the page terminates this worker when a pattern runs too long. */
export interface RegexApi {
  replace(input: string, find: string, replacement: string, options: ReplaceOptions): Promise<ReplaceResult>;
  match(text: string, pattern: string, flags: string): Promise<MatchResult>;
}

const api: RegexApi = {
  replace: async (input, find, replacement, options) => regexReplace(input, find, replacement, options),
  match: async (text, pattern, flags) => regexMatch(text, pattern, flags),
};

expose(api);
