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

/**
 * Every match as String.prototype.matchAll yields them with g (y alone is given g for the walk); without g or y
 * only the first match, as `exec` reports it. Empty matches advance by one code point (u/v) or one code unit.
 */
function matchesOf(re: RegExp, text: string): Iterable<RegExpExecArray> {
  if (re.global) return text.matchAll(re);
  if (re.sticky) return text.matchAll(new RegExp(re.source, `${re.flags}g`));
  const first = re.exec(text);
  return first ? [first] : [];
}

/** Find and replace; `options.useRegex` false matches `find` literally. */
export function regexReplace(input: string, find: string, replacement: string, options: ReplaceOptions): ReplaceResult {
  return replaceText(input, find, replacement, options);
}

/**
 * Every match of `pattern` with `flags` in `text`. Without the g (or y) flag only the
 * first match is reported, as `exec` does. Empty matches advance by one code point
 * (with u/v) or one code unit, exactly as String.prototype.matchAll. The tester's walk
 * (regexTest), each match without what only the tester shows.
 */
export function regexMatch(text: string, pattern: string, flags: string): MatchResult {
  const r = regexTest(text, pattern, flags, null);
  return r.ok ? { ok: true, matches: r.matches.map(({ index, text, groups, named }) => ({ index, text, groups, named })), total: r.total, truncated: r.truncated } : r;
}

/** One match as the regex tester shows it: where it ends too, and with the d flag every group's span. */
export interface TesterMatch extends RegexMatch {
  /** UTF-16 offset just past the match (the listed `text` may be capped; this never is). */
  end: number;
  /** With the d flag: [start, end) of the match (index 0) and of each group; null for a group that did not take part. */
  indices?: ([number, number] | null)[];
  /** With the d flag and named groups: each name's span. */
  namedIndices?: Record<string, [number, number] | null> | null;
}

export type TesterResult =
  | {
      ok: true;
      matches: TesterMatch[];
      total: number;
      truncated: boolean;
      /** The replace preview (the user's flags, $1 / $<name> / $& / $$ substitution); null when no replacement was asked for. */
      replaced: { output: string; count: number } | null;
    }
  | { ok: false; error: 'invalidRegex'; detail: string };

const span = (pair: [number, number] | undefined): [number, number] | null => (pair ? [pair[0], pair[1]] : null);

/**
 * The regex tester's one call: every match of `pattern` with `flags` (listed up to
 * MAX_LISTED_MATCHES, all counted), as `regexMatch` iterates them, plus — when
 * `replacement` is not null — `text.replace` with the very same flags (without g only
 * the first match is replaced, as in JavaScript). Never throws.
 */
export function regexTest(text: string, pattern: string, flags: string, replacement: string | null): TesterResult {
  let re: RegExp;
  try {
    re = new RegExp(pattern, flags);
  } catch (err) {
    return engineError(err);
  }
  try {
    const matches: TesterMatch[] = [];
    let total = 0;
    for (const m of matchesOf(re, text)) {
      total += 1;
      if (matches.length >= MAX_LISTED_MATCHES) continue;
      const index = m.index ?? 0;
      const match: TesterMatch = {
        index,
        end: index + m[0].length,
        text: cap(m[0]) ?? '',
        groups: m.slice(1).map(cap),
        named: m.groups ? Object.fromEntries(Object.entries(m.groups).map(([k, v]) => [k, cap(v)])) : null,
      };
      if (m.indices) {
        match.indices = Array.from(m.indices, span);
        match.namedIndices = m.indices.groups ? Object.fromEntries(Object.entries(m.indices.groups).map(([k, v]) => [k, span(v)])) : null;
      }
      matches.push(match);
    }
    let replaced: { output: string; count: number } | null = null;
    if (replacement !== null) {
      re.lastIndex = 0;
      // Without g, replace changes at most one match (with y: only one starting at 0).
      replaced = { output: text.replace(re, replacement), count: re.global ? total : Math.min(total, 1) };
    }
    return { ok: true, matches, total, truncated: total > matches.length, replaced };
  } catch (err) {
    return engineError(err);
  }
}
