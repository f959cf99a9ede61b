/**
 * Pure helpers of the regex tester: flags, the highlighted view's segments and the
 * match list's rows. The user's pattern itself never runs here: only in the regex
 * worker (workers/regex/engine.ts, regexTest), under a time limit.
 */

/** Every flag the tester offers, in the order RegExp.prototype.flags spells them. */
export const FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
export type Flag = (typeof FLAGS)[number];

/** The order the toggles are shown in (the common ones first). */
export const FLAG_DISPLAY_ORDER: readonly Flag[] = ['g', 'i', 'm', 's', 'u', 'v', 'y', 'd'];

export const DEFAULT_FLAGS = 'g';

/** Highlight at most this many matches… */
export const HIGHLIGHT_MAX_MATCHES = 1_000;
/** …within at most this many characters of the text. */
export const HIGHLIGHT_MAX_CHARS = 100_000;

export function isFlag(c: string): c is Flag {
  return (FLAGS as readonly string[]).includes(c);
}

/** Flags in canonical order, each once; unknown letters dropped; u and v never together (u wins, as the older one). */
export function normalizeFlags(flags: string): string {
  const set = new Set([...flags].filter(isFlag));
  if (set.has('u') && set.has('v')) set.delete('v');
  return FLAGS.filter((f) => set.has(f)).join('');
}

/** A flags value from a URL fragment: only flag letters, each once, u and v not both. */
export function acceptFlags(value: string): boolean {
  return /^[dgimsuvy]{0,8}$/.test(value) && new Set(value).size === value.length && !(value.includes('u') && value.includes('v'));
}

export interface ToggleResult {
  flags: string;
  /** The flag turned off because it cannot be combined with the one turned on (u ↔ v). */
  turnedOff: Flag | null;
}

/** Toggles `flag`; turning u on turns v off and the other way round. */
export function toggleFlag(flags: string, flag: Flag): ToggleResult {
  const set = new Set([...normalizeFlags(flags)] as Flag[]);
  let turnedOff: Flag | null = null;
  if (set.has(flag)) {
    set.delete(flag);
  } else {
    set.add(flag);
    const other: Flag | null = flag === 'u' ? 'v' : flag === 'v' ? 'u' : null;
    if (other && set.delete(other)) turnedOff = other;
  }
  return { flags: FLAGS.filter((f) => set.has(f)).join(''), turnedOff };
}

/** Where a match sits in the text: [index, end). */
export interface Span {
  index: number;
  end: number;
}

export type Segment =
  | { kind: 'text'; text: string }
  /** `n` is the match's 0-based number in the list. An empty match has text ''. */
  | { kind: 'match'; text: string; n: number };

export interface Highlight {
  segments: Segment[];
  /** Matches highlighted. */
  shownMatches: number;
  /** Characters of the text shown. */
  shownChars: number;
  /** True when the view shows only the beginning (of the text or of the matches). */
  limited: boolean;
}

/**
 * Cuts `text` into plain and matched pieces for the highlighted view. `matches` come
 * in text order and do not overlap (exec's iteration). At most `maxMatches` matches
 * within the first `maxChars` characters are highlighted; the view then stops at
 * `maxChars` (the rest of the text is not shown).
 */
export function segmentText(
  text: string,
  matches: readonly Span[],
  totalMatches: number = matches.length,
  maxMatches = HIGHLIGHT_MAX_MATCHES,
  maxChars = HIGHLIGHT_MAX_CHARS,
): Highlight {
  const shownChars = Math.min(text.length, maxChars);
  const segments: Segment[] = [];
  let pos = 0;
  let n = 0;
  for (const m of matches) {
    if (n >= maxMatches || m.index > shownChars || (m.index === shownChars && shownChars < text.length)) break;
    if (m.index < pos) break; // not in text order: stop rather than show nonsense
    if (m.index > pos) segments.push({ kind: 'text', text: text.slice(pos, m.index) });
    const end = Math.min(m.end, shownChars);
    segments.push({ kind: 'match', text: text.slice(m.index, end), n });
    pos = end;
    n += 1;
  }
  if (pos < shownChars) segments.push({ kind: 'text', text: text.slice(pos, shownChars) });
  const limited = shownChars < text.length || n < totalMatches;
  return { segments, shownMatches: n, shownChars, limited };
}

export interface GroupCell {
  /** "$1", "$2"… or the group's name. */
  label: string;
  /** The captured text; undefined when the group did not take part. */
  value: string | undefined;
  /** [start, end) with the d flag; null when the group did not take part; undefined without d. */
  span?: [number, number] | null;
}

export interface MatchLike {
  index: number;
  end: number;
  text: string;
  groups: (string | undefined)[];
  named: Record<string, string | undefined> | null;
  indices?: ([number, number] | null)[];
  namedIndices?: Record<string, [number, number] | null> | null;
}

/** A match's groups as cells: the numbered ones ($1…$n), then the named ones (by name). */
export function groupCells(m: MatchLike): GroupCell[] {
  const cells: GroupCell[] = m.groups.map((value, i) => {
    const cell: GroupCell = { label: `$${i + 1}`, value };
    if (m.indices) cell.span = m.indices[i + 1] ?? null;
    return cell;
  });
  for (const [name, value] of Object.entries(m.named ?? {})) {
    const cell: GroupCell = { label: name, value };
    if (m.namedIndices !== undefined) cell.span = m.namedIndices?.[name] ?? null;
    cells.push(cell);
  }
  return cells;
}

/** A captured value for display: quoted, with line breaks and tabs visible. */
export function showValue(value: string): string {
  return JSON.stringify(value);
}

/** One match as a line of plain text (what Copy gives when there is no replace preview). */
export function matchLine(m: MatchLike, n: number, undefinedLabel = 'undefined'): string {
  const head = `${n + 1}\t${m.index}–${m.end}\t${showValue(m.text)}`;
  const cells = groupCells(m).map((c) => `${c.label}=${c.value === undefined ? undefinedLabel : showValue(c.value)}`);
  return cells.length ? `${head}\t${cells.join('\t')}` : head;
}

/** Fragment defaults: the pattern, flags and replacement are shareable; the test text is not. */
export const FRAGMENT_DEFAULTS = { pattern: '', flags: DEFAULT_FLAGS, replace: '' };
export type RegexFragment = typeof FRAGMENT_DEFAULTS;

export function acceptFragment(key: keyof RegexFragment, value: string): boolean {
  return key === 'flags' ? acceptFlags(value) : true;
}

/** The example's pattern and replacement; its test text, in the visitor's language, is the locale's `example`. */
export const EXAMPLE = {
  pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})',
  flags: 'g',
  replace: '$<day>/$<month>/$<year>',
};
