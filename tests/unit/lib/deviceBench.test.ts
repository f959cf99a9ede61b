// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_STORED_RESULTS, clearStoredResults, decodeResult, encodeResult, isBenchResult, makeResult, parseStoredResults,
  readShareFragment, readStoredResults, shareFragment, storeResult, totalMs, type BenchResult,
} from '@src/lib/deviceBench/results';
import { RECIPE_STEPS } from '@src/lib/deviceBench/run';
import {
  BENCH_ROWS, BENCH_ROW_IDS, MiB, REFERENCE, formatFigure, formatInputSize, formatRate, formatSeconds, rowBytes, speedOf,
} from '@src/lib/deviceBench/suite';
import { STORAGE_KEYS } from '@src/lib/storage';
import { sampleBytes, sampleDiffTexts, sampleJson, sampleLines } from '@workers/bench/inputs';
import { getOperation } from '@workers/ops/registry';

const AT = Date.UTC(2026, 10, 28, 21, 15, 4);
const full = (): BenchResult => makeResult('full', [223.71, 1536.64, 494.9, 81.5, 1519.4, 1110.5, 396.6], AT, 8);
const spec = (id: string) => BENCH_ROWS.find((r) => r.id === id)!;

describe('the suite', () => {
  it('is the issue\'s seven jobs, in order, each with a full and a quick input', () => {
    expect(BENCH_ROW_IDS).toEqual(['hashText', 'hashFile', 'jsonFormat', 'textDiff', 'mozjpeg', 'avif', 'recipe']);
    expect(BENCH_ROWS.map((r) => r.input.full)).toEqual([
      { kind: 'bytes', bytes: 10 * MiB },
      { kind: 'bytes', bytes: 100 * MiB },
      { kind: 'bytes', bytes: 10 * MiB },
      { kind: 'bytes', bytes: 1 * MiB },
      { kind: 'photo', width: 4000, height: 3000 },
      { kind: 'photo', width: 1732, height: 1155 },
      { kind: 'bytes', bytes: 10 * MiB },
    ]);
    for (const row of BENCH_ROWS) {
      const [f, q] = [row.input.full, row.input.quick];
      expect(q.kind, row.id).toBe(f.kind);
      // The quick run's inputs are small: a few seconds in CI.
      if (q.kind === 'bytes' && f.kind === 'bytes') expect(q.bytes, row.id).toBeLessThanOrEqual(Math.min(f.bytes, 4 * MiB));
      if (q.kind === 'photo') expect(q.width * q.height, row.id).toBeLessThanOrEqual(320_000);
    }
  });

  it('runs the recipe builder\'s five steps, as the bench row does', () => {
    expect(RECIPE_STEPS).toEqual(['whitespace', 'dedupeLines', 'sortLines', 'base64Encode', 'sha256']);
    for (const op of RECIPE_STEPS) expect(getOperation(op), op).toBeDefined();
  });

  it('has a reference time for every row in both modes, measured on a named machine', () => {
    for (const mode of ['full', 'quick'] as const) {
      expect(REFERENCE.ms[mode]).toHaveLength(BENCH_ROWS.length);
      for (const ms of REFERENCE.ms[mode]) expect(ms).toBeGreaterThan(0);
    }
    expect(REFERENCE.browser).toMatch(/^Chromium \d+$/);
    expect(REFERENCE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts both texts of the diff, and photos as photos per second', () => {
    expect(rowBytes(spec('textDiff'), 'full')).toBe(2 * MiB);
    expect(rowBytes(spec('hashFile'), 'full')).toBe(100 * MiB);
    expect(speedOf(spec('hashFile'), 'full', 1000)).toBe(100);
    expect(speedOf(spec('textDiff'), 'full', 500)).toBe(4);
    expect(speedOf(spec('mozjpeg'), 'full', 2000)).toBe(0.5);
    expect(speedOf(spec('mozjpeg'), 'full', 0)).toBe(0);
  });
});

describe('figures', () => {
  it('gives MiB/s with three significant digits in the page\'s language', () => {
    expect(formatRate(87.2549, 'en')).toBe('87.3 MiB/s');
    expect(formatRate(1234.5, 'en')).toBe('1,230 MiB/s');
    expect(formatRate(0.51234, 'es')).toBe('0,512 MiB/s');
    expect(formatFigure(spec('hashFile'), 'full', 1536.6, 'en')).toBe('65.1 MiB/s');
    expect(formatFigure(spec('hashText'), 'quick', 33.4, 'en')).toBe('29.9 MiB/s');
  });

  it('gives seconds for the photo rows', () => {
    expect(formatSeconds(1519.4, 'en')).toBe('1.52 s');
    expect(formatSeconds(12_345, 'en')).toBe('12.3 s');
    expect(formatSeconds(840, 'es')).toBe('0,84 s');
    expect(formatFigure(spec('avif'), 'full', 1110.5, 'en')).toBe('1.11 s');
  });

  it('names the input sizes', () => {
    expect(formatInputSize(spec('hashFile').input.full, 'en')).toBe('100 MiB');
    expect(formatInputSize(spec('jsonFormat').input.quick, 'en')).toBe('256 KiB');
    expect(formatInputSize(spec('mozjpeg').input.full, 'en')).toBe('12 MP');
    expect(formatInputSize(spec('avif').input.full, 'en')).toBe('2 MP');
  });
});

describe('a result', () => {
  it('keeps tenths of a millisecond and a plausible core count', () => {
    const r = makeResult('quick', [33.44, null, 1, 2, 3, 4, 5], AT + 0.4, 0);
    expect(r.ms).toEqual([33.4, null, 1, 2, 3, 4, 5]);
    expect(r.cores).toBeNull();
    expect(r.at).toBe(AT);
    expect(totalMs(r)).toBeCloseTo(48.4);
  });

  it.each([
    ['no rows', { ...full(), ms: [] }],
    ['a row short', { ...full(), ms: full().ms.slice(1) }],
    ['no time at all', { ...full(), ms: full().ms.map(() => null) }],
    ['a negative time', { ...full(), ms: [-1, ...full().ms.slice(1)] }],
    ['a string time', { ...full(), ms: ['5', ...full().ms.slice(1)] }],
    ['an unknown mode', { ...full(), mode: 'turbo' }],
    ['a date before 2020', { ...full(), at: 0 }],
    ['fractional cores', { ...full(), cores: 2.5 }],
    ['null', null],
    ['an array', [1, 2]],
  ])('is refused with %s', (_, value) => {
    expect(isBenchResult(value)).toBe(false);
  });
});

describe('the share link', () => {
  it('round-trips a result through a short code of URL-safe characters', () => {
    const r = full();
    const code = encodeResult(r);
    expect(code).toMatch(/^[0-9a-z.]+$/);
    expect(code.length).toBeLessThan(80);
    expect(decodeResult(code)).toEqual(r);
    const partial = makeResult('quick', [1.2, null, 3, null, 5, 6, null], AT, null);
    expect(decodeResult(encodeResult(partial))).toEqual({ ...partial, at: AT - (AT % 1000) });
  });

  it('is read from the fragment, beside other parameters', () => {
    const r = full();
    expect(readShareFragment(`#${shareFragment(r)}`)).toEqual({ kind: 'shared', result: r });
    expect(readShareFragment(`#x=1&${shareFragment(r)}`)).toEqual({ kind: 'shared', result: r });
    expect(readShareFragment('')).toEqual({ kind: 'none' });
    expect(readShareFragment('#section-2')).toEqual({ kind: 'none' });
  });

  it.each([
    ['empty', ''],
    ['garbage', 'hello'],
    ['another version', encodeResult(full()).replace(/^1\./, '2.')],
    ['a row missing', encodeResult(full()).replace(/\.[0-9a-z]+$/, '')],
    ['a row too many', `${encodeResult(full())}.5`],
    ['an unknown mode', encodeResult(full()).replace(/^1\.f\./, '1.x.')],
    ['upper case', encodeResult(full()).toUpperCase()],
    ['a negative number', encodeResult(full()).replace(/\.8\./, '.-8.')],
    ['a time of days', encodeResult(full()).replace(/\.[0-9a-z]+$/, '.zzzzzzzz')],
    ['a date in 1970', encodeResult(full()).replace(/^1\.f\.[0-9a-z]+\./, '1.f.1.')],
    ['no time at all', '1.f.tah5k8.8.......'],
    ['script', '<script>alert(1)</script>'],
    ['very long', `1.f.${'9'.repeat(500)}`],
    ['broken percent-encoding', '%E0%A4%A'],
  ])('is ignored when %s', (_, code) => {
    expect(decodeResult(code)).toBeNull();
    expect(readShareFragment(`#r=${code}`).kind).not.toBe('shared');
  });

  it('says a fragment of ours was damaged, rather than ignoring it silently', () => {
    expect(readShareFragment('#r=1.f.nope')).toEqual({ kind: 'invalid' });
    expect(readShareFragment('#r=')).toEqual({ kind: 'invalid' });
  });
});

describe('the results kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, at most ten, and reads them back', () => {
    for (let i = 0; i < MAX_STORED_RESULTS + 3; i++) storeResult(makeResult('quick', [i + 1, 1, 1, 1, 1, 1, 1], AT + i * 1000, 4));
    const kept = readStoredResults();
    expect(kept).toHaveLength(MAX_STORED_RESULTS);
    expect(kept[0]!.ms[0]).toBe(MAX_STORED_RESULTS + 3);
    expect(kept.at(-1)!.ms[0]).toBe(4);
    clearStoredResults();
    expect(readStoredResults()).toEqual([]);
  });

  it.each([
    ['not JSON', '{corrupt'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['another version', JSON.stringify({ v: 2, results: [] })],
    ['results not a list', JSON.stringify({ v: 1, results: 'x' })],
    ['empty', ''],
  ])('is empty, never a crash, when storage holds %s', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.benchResults, raw);
    expect(readStoredResults()).toEqual([]);
    // And a new result is still kept.
    expect(storeResult(full())).toEqual([full()]);
  });

  it('leaves out the entries that are not results', () => {
    const good = full();
    expect(parseStoredResults({ v: 1, results: [good, { mode: 'full' }, null, 'x', { ...good, ms: [1] }] })).toEqual([good]);
  });
});

describe('the inputs', () => {
  it('are exactly the asked size, and the same every time', () => {
    for (const size of [1, 1000, 256 * 1024]) {
      expect(sampleLines(size)).toHaveLength(size);
      expect(sampleJson(size + 100)).toHaveLength(size + 100);
    }
    expect(sampleLines(300)).toBe(sampleLines(300));
    expect(sampleJson(5000)).toBe(sampleJson(5000));
  });

  it('are lines with duplicates and runs of spaces for the recipe', () => {
    const text = sampleLines(100_000);
    expect(text.startsWith('row 000000  The quick  brown fox\nrow 000001')).toBe(true);
  });

  it('make valid JSON of records', () => {
    const data = JSON.parse(sampleJson(64 * 1024)) as { id: number; address: { zip: string } }[];
    expect(data.length).toBeGreaterThan(100);
    expect(data[0]!.id).toBe(1);
    expect(typeof data[0]!.address.zip).toBe('string');
  });

  it('make two texts that differ in about 2 % of their lines', () => {
    const { a, b } = sampleDiffTexts(64 * 1024);
    expect(a.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(Math.abs(b.length - a.length) / a.length).toBeLessThan(0.05);
    const left = new Set(a.split('\n'));
    const changed = b.split('\n').filter((line) => !left.has(line)).length;
    const lines = a.split('\n').length;
    expect(changed / lines).toBeGreaterThan(0.003);
    expect(changed / lines).toBeLessThan(0.03);
  });

  it('make a blob of the exact size from varying bytes', async () => {
    const blob = sampleBytes(2 * MiB + 3);
    expect(blob.size).toBe(2 * MiB + 3);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // Not one block repeated: the second mebibyte differs from the first.
    expect(bytes.subarray(0, 64)).not.toEqual(bytes.subarray(MiB, MiB + 64));
  });
});
