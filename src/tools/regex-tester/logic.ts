/**
 * Pure helpers of the regex tester: flags and the match list's rows (the editor marks
 * the matches in the text itself). The user's pattern itself never runs here: only in the regex
 * worker (workers/regex/engine.ts, regexTest), under a time limit.
 */

/** Every flag the tester offers, in the order RegExp.prototype.flags spells them. */
export const FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
export type Flag = (typeof FLAGS)[number];

/** The order the toggles are shown in (the common ones first). */
export const FLAG_DISPLAY_ORDER: readonly Flag[] = ['g', 'i', 'm', 's', 'u', 'v', 'y', 'd'];

export const DEFAULT_FLAGS = 'g';

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
