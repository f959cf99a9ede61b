export type LoremUnit = 'paragraphs' | 'sentences' | 'words';

export const LOREM_UNITS: readonly LoremUnit[] = ['paragraphs', 'sentences', 'words'];

export const COUNT_LIMITS: Record<LoremUnit, { min: number; max: number; fallback: number }> = {
  paragraphs: { min: 1, max: 100, fallback: 3 },
  sentences: { min: 1, max: 100, fallback: 5 },
  words: { min: 1, max: 10_000, fallback: 50 },
};

export interface LoremOptions {
  unit: LoremUnit;
  count: number;
  startWithLorem: boolean;
  /** Returns a number in [0, 1); injectable so tests can be deterministic. */
  random?: () => number;
}

/** The opening of Cicero's passage as typesetters have used it since the 1500s. */
export const CLASSIC_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const OPENING_WORDS = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];

/** The classic lorem ipsum vocabulary (from "De finibus bonorum et malorum", as scrambled by typesetters). */
export const LOREM_WORDS: readonly string[] = [
  'lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do', 'eiusmod',
  'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim', 'ad', 'minim',
  'veniam', 'quis', 'nostrud', 'exercitation', 'ullamco', 'laboris', 'nisi', 'aliquip', 'ex', 'ea',
  'commodo', 'consequat', 'duis', 'aute', 'irure', 'in', 'reprehenderit', 'voluptate', 'velit', 'esse',
  'cillum', 'fugiat', 'nulla', 'pariatur', 'excepteur', 'sint', 'occaecat', 'cupidatat', 'non',
  'proident', 'sunt', 'culpa', 'qui', 'officia', 'deserunt', 'mollit', 'anim', 'id', 'est', 'laborum',
  'perspiciatis', 'unde', 'omnis', 'iste', 'natus', 'error', 'voluptatem', 'accusantium', 'doloremque',
  'laudantium', 'totam', 'rem', 'aperiam', 'eaque', 'ipsa', 'quae', 'ab', 'illo', 'inventore',
  'veritatis', 'quasi', 'architecto', 'beatae', 'vitae', 'dicta', 'explicabo', 'nemo', 'ipsam',
  'quia', 'voluptas', 'aspernatur', 'aut', 'odit', 'fugit', 'consequuntur', 'magni', 'dolores', 'eos',
  'ratione', 'sequi', 'nesciunt', 'neque', 'porro', 'quisquam', 'numquam', 'eius', 'modi', 'tempora',
  'incidunt', 'magnam', 'quaerat',
];

/** Parses what the user typed; empty or not a number gives the unit's default, anything else is clamped. */
export function clampCount(raw: string | number, unit: LoremUnit): number {
  const { min, max, fallback } = COUNT_LIMITS[unit];
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick(random: () => number): string {
  return LOREM_WORDS[Math.floor(random() * LOREM_WORDS.length)] ?? 'lorem';
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function randomSentence(random: () => number): string {
  const length = between(random, 6, 14);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    let word = pick(random);
    // Avoid "dolor dolor": the same word twice in a row reads as a glitch.
    if (word === words[words.length - 1]) word = pick(random);
    words.push(word);
  }
  // Longer sentences get one comma, somewhere in the middle, as Latin prose would.
  if (length >= 9) {
    const at = between(random, 2, length - 4);
    words[at] = `${words[at] ?? ''},`;
  }
  words[0] = capitalize(words[0] ?? 'lorem');
  return `${words.join(' ')}.`;
}

function sentences(count: number, startWithLorem: boolean, random: () => number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(i === 0 && startWithLorem ? CLASSIC_OPENING : randomSentence(random));
  return out;
}

function words(count: number, startWithLorem: boolean, random: () => number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const opening = startWithLorem ? OPENING_WORDS[i] : undefined;
    out.push(opening ?? pick(random));
  }
  out[0] = capitalize(out[0] ?? 'lorem');
  return `${out.join(' ')}.`;
}

/**
 * Paragraphs are separated by a blank line; sentences form one paragraph; words are one
 * capitalised run ending with a full stop.
 */
export function generateLorem({ unit, count, startWithLorem, random = Math.random }: LoremOptions): string {
  const n = clampCount(count, unit);
  if (unit === 'words') return words(n, startWithLorem, random);
  if (unit === 'sentences') return sentences(n, startWithLorem, random).join(' ');
  const paragraphs: string[] = [];
  for (let p = 0; p < n; p++) {
    const size = between(random, 4, 7);
    paragraphs.push(sentences(size, startWithLorem && p === 0, random).join(' '));
  }
  return paragraphs.join('\n\n');
}
