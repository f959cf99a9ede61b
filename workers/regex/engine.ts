import { replaceText, type ReplaceOptions, type ReplaceResult } from '../text/replace';

/**
 * The one place user regular expressions run: only ever inside the regex worker,
 * which the page kills when a pattern takes too long (catastrophic backtracking
 * cannot be interrupted any other way). Every engine error — a syntax error, or
 * "Regular expression too large" / a stack overflow that V8 raises on first use —
 * comes back as `{ ok: false, error: 'invalidRegex', detail }`, never as a throw.
 */

export type { ReplaceOptions, ReplaceResult };

export interface RegexMatch {
  /** UTF-16 offset of the match in the text. */
  index: number;
  /** The matched text (capped at MAX_CAPTURE_CHARS). */
  text: string;
  /** Numbered groups $1…$n; undefined when a group did not take part. */
  groups: (string | undefined)[];
  /** Named groups, when the pattern has any. */
  named: Record<string, string | undefined> | null;
}

export type MatchResult =
  | { ok: true; matches: RegexMatch[]; /** All matches, also past the list's cap. */ total: number; truncated: boolean }
  | { ok: false; error: 'invalidRegex'; detail: string };

/** Matches listed in full; beyond it only counted, so a million matches never cross to the page. */
export const MAX_LISTED_MATCHES = 5_000;
const MAX_CAPTURE_CHARS = 1_000;

const cap = (s: string | undefined) => (s === undefined || s.length <= MAX_CAPTURE_CHARS ? s : `${s.slice(0, MAX_CAPTURE_CHARS)}…`);

function engineError(err: unknown): { ok: false; error: 'invalidRegex'; detail: string } {
  return { ok: false, error: 'invalidRegex', detail: err instanceof Error ? err.message : String(err) };
}

/** Find and replace; `options.useRegex` false matches `find` literally. */
export function regexReplace(input: string, find: string, replacement: string, options: ReplaceOptions): ReplaceResult {
  return replaceText(input, find, replacement, options);
}

/**
 * Every match of `pattern` with `flags` in `text`. Without the g (or y) flag only the
 * first match is reported, as `exec` does. Empty matches advance by one code point
 * (with u/v) or one code unit, exactly as String.prototype.matchAll.
 */
export function regexMatch(text: string, pattern: string, flags: string): MatchResult {
  let re: RegExp;
  try {
    re = new RegExp(pattern, flags);
  } catch (err) {
    return engineError(err);
  }
  try {
    const matches: RegexMatch[] = [];
    let total = 0;
    const iterate = re.global || re.sticky ? text.matchAll(re.global ? re : new RegExp(re.source, `${re.flags}g`)) : [re.exec(text)];
    for (const m of iterate) {
      if (!m) break;
      total += 1;
      if (matches.length < MAX_LISTED_MATCHES) {
        matches.push({
          index: m.index ?? 0,
          text: cap(m[0]) ?? '',
          groups: m.slice(1).map(cap),
          named: m.groups ? Object.fromEntries(Object.entries(m.groups).map(([k, v]) => [k, cap(v)])) : null,
        });
      }
    }
    return { ok: true, matches, total, truncated: total > matches.length };
  } catch (err) {
    return engineError(err);
  }
}
