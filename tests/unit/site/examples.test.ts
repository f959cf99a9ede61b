import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManifests } from '../../shared/manifests';

/**
 * "Load example" fills the tool in the visitor's language: a tool's example lives in its locale file (`example`),
 * and the zh and es examples must not carry any English sentence of the en one. Tools whose example is data or code
 * with no prose (numbers, addresses, a token, SQL…) keep it in code; each is listed here with the reason.
 */
const DATA_EXAMPLES: Record<string, string> = {
  'age-calculator': 'two dates',
  'api-tester': "a request to the site's own manifest",
  'barcode-generator': 'digits',
  'bmi-calculator': 'a height and a weight',
  'color-gradient-generator': 'colours and an angle',
  'color-picker': 'a CSS colour name',
  'credit-card-calculator': 'numbers',
  'currency-converter': 'an amount and two currency codes',
  'date-calculator': 'dates and a number of days',
  'discount-calculator': 'numbers',
  'duplicate-remover': 'e-mail addresses',
  'email-validator': 'e-mail addresses',
  'images-to-pdf': 'generated pictures',
  'image-compressor': 'a generated picture',
  'image-resizer': 'a generated picture',
  'interest-calculator': 'numbers',
  'investment-calculator': 'numbers',
  'ip-lookup': 'an IP address',
  'jwt-decoder': 'a signed token and its secret',
  'loan-calculator': 'numbers',
  'lorem-ipsum': 'Latin placeholder text',
  'password-generator': 'settings',
  'pdf-compress': 'a generated document',
  'pdf-merge': 'two generated documents',
  'pdf-organize': 'a generated document',
  'pdf-split': 'a generated document',
  'pdf-to-images': 'a generated document',
  'password-strength-checker': 'a password',
  'percentage-calculator': 'numbers',
  'pomodoro-timer': 'durations',
  'qr-generator': 'a URL',
  'recipe-builder': 'Base64 of a JSON record, and three steps',
  'random-picker': 'first names',
  'sql-formatter': 'an SQL query',
  'stopwatch-timer': 'a duration',
  'timestamp-converter': 'a Unix timestamp',
  'tip-calculator': 'numbers',
  'unit-converter': 'a number and two units',
  'url-encoder': 'a URL',
  'uuid-generator': 'settings',
};

const LANGUAGES = ['zh', 'es'] as const;

const toolIds = (): string[] => readManifests().map((m) => m.id);

function example(tool: string, lng: 'en' | 'zh' | 'es'): unknown {
  return (JSON.parse(readFileSync(`locales/${lng}/tools/${tool}.json`, 'utf8')) as { example?: unknown }).example;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const WORD = /\p{L}[\p{L}'’-]*/gu;
/** A sentence is English when, besides three or more words, it has one of these (names and titles in other languages do not). */
const ENGLISH = new Set('a an and are as at be by for from has have in is it its not of on or that the this to was will with you your'.split(' '));
const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The English prose in an example: its comments, its quoted strings and its plain text (code blocks, tags and lines
 * of code aside), cut at sentence and cell boundaries (a comma with no space after it separates data, not words),
 * keeping the pieces of at least three words, one of them a common English one.
 */
export function englishSentences(text: string): string[] {
  const pieces: string[] = [];
  let rest = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  rest = rest.replace(/<!--([\s\S]*?)-->|\/\*([\s\S]*?)\*\/|(?:^|\s)\/\/([^\n]*)/g, (_m, a: string, b: string, c: string) => {
    pieces.push(a ?? b ?? c ?? '');
    return ' ';
  });
  rest = rest.replace(/"((?:[^"\\]|\\.|"")*)"/g, (_m, quoted: string) => {
    pieces.push(quoted);
    return ' ';
  });
  rest = rest.replace(/<[^>]*>/g, ' ');
  for (const line of rest.split('\n')) if (!/[{}();=]/.test(line)) pieces.push(line);
  return pieces
    .flatMap((p) => p.split(/[.!?;:|\n，。！？；：]+|,(?!\s)/))
    .filter((p) => {
      const words = p.match(WORD) ?? [];
      return words.length >= 3 && words.some((w) => ENGLISH.has(w.toLowerCase()));
    })
    .map(normalize);
}

describe('examples in the visitor’s language', () => {
  it('finds English sentences, not code', () => {
    expect(englishSentences('// Sum the prices of the items\nfor (const item of items) {\n  total += 1;\n}')).toEqual(['sum the prices of the items']);
    expect(englishSentences('<!-- Attributes become the keys --><a href="x">Hello, world!</a>')).toEqual(['attributes become the keys']);
    expect(englishSentences('name,note\nAda,"Wrote the first program, in 1843"')).toEqual(['wrote the first program, in 1843']);
    expect(englishSentences('name,age,city,member,note\n<title>Cien años de soledad</title>')).toEqual([]);
    expect(englishSentences('| Plan | Price | Exports |\n```js\nconst a = b and c and d;\n```')).toEqual([]);
  });

  const ids = toolIds();

  it('every tool either has its example in its locale files or is listed as data', () => {
    const missing = ids.filter((id) => example(id, 'en') === undefined && !(id in DATA_EXAMPLES));
    expect(missing, 'tools whose example is neither in their locale file nor listed as data').toEqual([]);
    const stale = Object.keys(DATA_EXAMPLES).filter((id) => !ids.includes(id) || example(id, 'en') !== undefined);
    expect(stale, 'listed as data but gone, or now in the locale file').toEqual([]);
    const found = ids.flatMap((id) => englishSentences(strings(example(id, 'en')).join('\n')));
    expect(found.length, 'the check sees the English examples’ sentences').toBeGreaterThan(30);
  });

  for (const id of ids) {
    const en = example(id, 'en');
    if (en === undefined) continue;
    it.each(LANGUAGES)(`${id}: the %s example has none of the English example's sentences`, (lng) => {
      const local = example(id, lng);
      expect(local, `locales/${lng}/tools/${id}.json has an example`).toBeDefined();
      const text = normalize(strings(local).join('\n'));
      const kept = englishSentences(strings(en).join('\n')).filter((sentence) => text.includes(sentence));
      expect(kept).toEqual([]);
    });
  }
});
