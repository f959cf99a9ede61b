import { cryptoSource, randomBelow, shuffle, type RandomSource } from '../../lib/cryptoRandom';

/**
 * Items as typed: one per line, or (when the text is a single line) separated by commas.
 * Each is trimmed; empty entries are dropped; duplicates are kept (they are separate entries).
 */
export function parseItems(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const nonEmpty = lines.map((l) => l.trim()).filter((l) => l !== '');
  const parts = nonEmpty.length > 1 ? nonEmpty : nonEmpty.flatMap((l) => l.split(/[,，、]/));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** `count` different entries (without repetition), in the order drawn. `count` is clamped to 1..items.length. */
export function pick<T>(items: readonly T[], count: number, source: RandomSource = cryptoSource): T[] {
  const k = Math.min(Math.max(1, Math.floor(count)), items.length);
  const pool = items.slice();
  // A partial Fisher–Yates: the first k positions are a uniform k-permutation.
  for (let i = 0; i < k; i++) {
    const j = i + randomBelow(pool.length - i, source);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}

/** The items shuffled and dealt round-robin into `n` teams (sizes differ by at most one). */
export function teams<T>(items: readonly T[], n: number, source: RandomSource = cryptoSource): T[][] {
  const k = Math.min(Math.max(1, Math.floor(n)), Math.max(1, items.length));
  const out: T[][] = Array.from({ length: k }, () => []);
  shuffle(items, source).forEach((item, i) => out[i % k]?.push(item));
  return out;
}

export type Mode = 'pick' | 'shuffle' | 'teams';

/** Result entries drawn as chips (per team); the rest is in the result field below (a 100 000-item shuffle must not become 100 000 elements). */
export const SHOWN_ITEMS_MAX = 200;
/** Characters of one history entry kept on screen. */
export const HISTORY_TEXT_MAX = 500;

/** The first `max` entries, and how many more there are. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** A history line short enough to draw: cut at `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The result as copyable text. */
export function resultText(mode: Mode, result: string[][], teamLabel: (n: number) => string): string {
  if (mode === 'teams') return result.map((team, i) => `${teamLabel(i + 1)}: ${team.join(', ')}`).join('\n');
  return (result[0] ?? []).join('\n');
}
