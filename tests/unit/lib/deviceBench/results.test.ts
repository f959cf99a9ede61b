// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_STORED_RESULTS, clearStoredResults, decodeResult, encodeResult, isBenchResult, makeResult, parseStoredResults,
  readShareFragment, readStoredResults, shareFragment, storeResult, totalMs, type BenchResult,
} from '@src/lib/deviceBench/results';
import { STORAGE_KEYS } from '@src/lib/storage';

const AT = Date.UTC(2026, 10, 28, 21, 15, 4);
const full = (): BenchResult => makeResult('full', [223.71, 1536.64, 494.9, 81.5, 1519.4, 1110.5, 396.6], AT, 8);

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
