/**
 * Password and passphrase generation. Uniform randomness only: every pick goes through
 * `randomBelow` (src/lib/cryptoRandom.ts). The random source is injectable so the tests can drive it.
 */
import { cryptoSource, randomBelow, shuffle, type RandomSource } from '../../lib/cryptoRandom';
import { entropyBits } from '../../lib/passwordStrength';
import { WORDS } from './wordlist';

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 128;
export const LENGTH_DEFAULT = 16;
export const BULK_MAX = 50;
export const WORDS_MIN = 3;
export const WORDS_MAX = 12;
export const WORDS_DEFAULT = 5;

export const CHARSETS = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.<>/?~',
} as const;
export type CharsetId = keyof typeof CHARSETS;
export const CHARSET_IDS = Object.keys(CHARSETS) as CharsetId[];

/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = 'Il1O0';

export const SEPARATORS = { hyphen: '-', space: ' ', dot: '.', underscore: '_', none: '' } as const;
export type SeparatorId = keyof typeof SEPARATORS;

export function clampInt(raw: string | number, min: number, max: number, fallback: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export interface PasswordOptions {
  length: number;
  sets: Record<CharsetId, boolean>;
  excludeLookAlikes: boolean;
}

/** The characters of each chosen set, look-alikes removed when asked. */
export function chosenSets(opts: Pick<PasswordOptions, 'sets' | 'excludeLookAlikes'>): string[] {
  return CHARSET_IDS.filter((id) => opts.sets[id]).map((id) =>
    opts.excludeLookAlikes ? [...CHARSETS[id]].filter((c) => !LOOK_ALIKES.includes(c)).join('') : CHARSETS[id],
  );
}

export class NoCharsetError extends Error {
  constructor() {
    super('no character set selected');
    this.name = 'NoCharsetError';
  }
}

/**
 * One password: one character from each chosen set (so each is present), the rest from
 * their union, then shuffled so the guaranteed characters are not at fixed places.
 */
export function generatePassword(opts: PasswordOptions, source: RandomSource = cryptoSource): string {
  const sets = chosenSets(opts);
  if (sets.length === 0) throw new NoCharsetError();
  const length = clampInt(opts.length, Math.max(LENGTH_MIN, sets.length), LENGTH_MAX, LENGTH_DEFAULT);
  const pool = sets.join('');
  const chars = sets.map((s) => s.charAt(randomBelow(s.length, source)));
  while (chars.length < length) chars.push(pool.charAt(randomBelow(pool.length, source)));
  return shuffle(chars, source).join('');
}

/** Entropy of a generated password, counted over the whole pool (a close upper bound). */
export function passwordEntropy(opts: PasswordOptions): number {
  return entropyBits(chosenSets(opts).join('').length, opts.length);
}

export interface PassphraseOptions {
  words: number;
  separator: SeparatorId;
  capitalize: boolean;
  /** Append one random digit to one random word. */
  addNumber: boolean;
}

export function generatePassphrase(opts: PassphraseOptions, source: RandomSource = cryptoSource, list: readonly string[] = WORDS): string {
  const count = clampInt(opts.words, WORDS_MIN, WORDS_MAX, WORDS_DEFAULT);
  const words = Array.from({ length: count }, () => {
    const w = list[randomBelow(list.length, source)] ?? '';
    return opts.capitalize ? w.charAt(0).toUpperCase() + w.slice(1) : w;
  });
  if (opts.addNumber) {
    const i = randomBelow(words.length, source);
    words[i] += String(randomBelow(10, source));
  }
  return words.join(SEPARATORS[opts.separator]);
}

export function passphraseEntropy(opts: PassphraseOptions, listSize: number = WORDS.length): number {
  const count = clampInt(opts.words, WORDS_MIN, WORDS_MAX, WORDS_DEFAULT);
  return entropyBits(listSize, count) + (opts.addNumber ? Math.log2(10 * count) : 0);
}

export function generateMany<T>(count: number, make: () => T): T[] {
  return Array.from({ length: clampInt(count, 1, BULK_MAX, 1) }, make);
}
