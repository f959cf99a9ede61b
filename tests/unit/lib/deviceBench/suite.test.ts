import { describe, expect, it } from 'vitest';
import { RECIPE_STEPS } from '@src/lib/deviceBench/run';
import {
  BENCH_ROWS, BENCH_ROW_IDS, MiB, REFERENCE, formatFigure, formatInputSize, formatRate, formatSeconds, rowBytes, speedOf,
} from '@src/lib/deviceBench/suite';
import { getOperation } from '@workers/ops/registry';

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
