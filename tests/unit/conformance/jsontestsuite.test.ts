import { describe, expect, it } from 'vitest';
import { formatJson, type FormatJsonOptions } from '@workers/data/json';
import { JsonArray, JsonNumber, JsonObject, parseLossless, type JsonValue } from '@workers/data/jsonLossless';
import { jsonToCsv } from '@workers/data/jsonToCsv';
import { readSuiteBytes, suiteFiles } from './suites';

/**
 * nst/JSONTestSuite (test_parsing): every `y_` document must come out of the
 * JSON formatter (format, minify, sort keys) with the same values, numbers
 * compared as exact decimals and repeated keys counted; and the tool must
 * accept exactly what the engine's JSON.parse accepts, `n_` and `i_` included.
 */
const DIR = 'jsontestsuite/test_parsing/';
const files = (prefix: string) => suiteFiles(DIR, '.json').filter((f) => f.startsWith(prefix));
const read = (file: string) => new TextDecoder('utf-8').decode(readSuiteBytes(DIR + file));

const MODES: [string, FormatJsonOptions][] = [
  ['format', { mode: 'format', indent: '2', sortKeys: false }],
  ['minify', { mode: 'minify', indent: '2', sortKeys: false }],
  ['sort keys', { mode: 'format', indent: 'tab', sortKeys: true }],
];

/** A number's exact decimal value as sign, digits and exponent: 1.0, 1 and 10e-1 are the same; 1e400 stays 1e400. */
function exactDecimal(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) throw new Error(`not a JSON number: ${raw}`);
  const [, sign, int, frac = '', exp = '0'] = m;
  let digits = (int! + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  let exponent = BigInt(exp) - BigInt(frac.length);
  const trailing = /0+$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  exponent += BigInt(trailing);
  return `${sign}${digits}e${exponent}`;
}

/** A value with numbers as exact decimals; objects as member lists (sorted by key when `sorted`, stable). */
function canonical(value: JsonValue, sorted: boolean): unknown {
  if (value instanceof JsonNumber) return { number: exactDecimal(value.raw) };
  if (value instanceof JsonArray) return value.items.map((v) => canonical(v, sorted));
  if (value instanceof JsonObject) {
    const entries = value.entries.map(([k, v]) => [k, canonical(v, sorted)] as const);
    return sorted ? [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)) : entries;
  }
  return value;
}

function tree(text: string): JsonValue {
  const r = parseLossless(text.replace(/^\ufeff/, ''));
  if (!r.ok) throw new Error(`not JSON at ${r.offset}`);
  return r.value;
}

const engineAccepts = (text: string) => {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
};

describe('JSONTestSuite', () => {
  it('exactDecimal compares values, not spellings', () => {
    expect(exactDecimal('1.0')).toBe(exactDecimal('1'));
    expect(exactDecimal('10e-1')).toBe(exactDecimal('1'));
    expect(exactDecimal('-0.0')).toBe('0');
    expect(exactDecimal('12345678901234567890')).not.toBe(exactDecimal('12345678901234567000'));
    expect(exactDecimal('1e400')).toBe('1e400');
  });

  it('every y_ document round-trips losslessly through format, minify and sort keys', () => {
    const ys = files('y_');
    let lossless = 0;
    const failures: string[] = [];
    for (const file of ys) {
      const text = read(file);
      const before = tree(text);
      let same = true;
      for (const [name, options] of MODES) {
        const r = formatJson(text, options);
        if (!r.ok) {
          failures.push(`${file} (${name}): ${r.error.key}`);
          same = false;
          continue;
        }
        const sorted = options.sortKeys;
        if (JSON.stringify(canonical(tree(r.output), sorted)) !== JSON.stringify(canonical(before, sorted))) {
          failures.push(`${file} (${name}): ${r.output.slice(0, 80)}`);
          same = false;
        }
        // Independent of our parser: the engine reads the same doubles from input and output.
        if (!file.includes('duplicated_key')) expect(JSON.parse(r.output), `${file} (${name})`).toEqual(JSON.parse(text));
      }
      if (same) lossless += 1;
    }
    console.log(`JSONTestSuite y_ lossless round trips: ${lossless} / ${ys.length}`);
    expect(failures).toEqual([]);
    expect(ys).toHaveLength(95);
  });

  it('accepts exactly what JSON.parse accepts (y_, n_, i_)', () => {
    const counts = { y: [0, 0], n: [0, 0], i: [0, 0] } as Record<string, [number, number]>;
    const disagreements: string[] = [];
    for (const file of suiteFiles(DIR, '.json')) {
      const text = read(file);
      const accepted = formatJson(text, { mode: 'validate', indent: '2', sortKeys: false }).ok;
      if (accepted !== engineAccepts(text)) disagreements.push(file);
      const c = counts[file[0]!]!;
      c[accepted ? 0 : 1] += 1;
    }
    console.log(
      `JSONTestSuite: y_ accepted ${counts.y![0]} / ${counts.y![0] + counts.y![1]}, ` +
        `n_ rejected ${counts.n![1]} / ${counts.n![0] + counts.n![1]}, i_ accepted ${counts.i![0]} / ${counts.i![0] + counts.i![1]}`,
    );
    expect(disagreements).toEqual([]);
    expect(counts.y![1]).toBe(0);
  });

  it('json-to-csv keeps the digits of every number in the y_ suite', () => {
    const numbers = files('y_number').map((file) => /-?\d[\d.eE+-]*/.exec(read(file))![0]);
    expect(numbers.length).toBeGreaterThan(15);
    for (const raw of numbers) {
      const r = jsonToCsv(`[{"n":${raw}}]`);
      expect(r.ok && r.output, raw).toBe(`n\n${raw}`);
    }
  });
});
