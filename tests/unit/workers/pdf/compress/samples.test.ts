import { describe, expect, it } from 'vitest';
import { zlibSync } from 'fflate';
import { deflateSamples, inflateSamples } from '@workers/pdf/compress/samples';

describe('samples', () => {
  const samples = Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => (i * 37) % 251);

  it('undoes PNG predictors of every kind', () => {
    expect(inflateSamples(deflateSamples(samples, 7, 5, 3), { width: 7, height: 5, colors: 3, predictor: 12 })).toEqual(samples);
    // Rows filtered None, Sub, Up, Average and Paeth by hand.
    const row = 21;
    const filtered: number[] = [];
    const at = (y: number, i: number) => (y < 0 || i < 0 ? 0 : samples[y * row + i]!);
    for (let y = 0; y < 5; y += 1) {
      filtered.push(y);
      for (let i = 0; i < row; i += 1) {
        const a = at(y, i - 3);
        const b = at(y - 1, i);
        const c = at(y - 1, i - 3);
        const p = a + b - c;
        const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
        const predicted = [0, a, b, (a + b) >> 1, paeth][y]!;
        filtered.push((at(y, i) - predicted) & 0xff);
      }
    }
    expect(inflateSamples(zlibSync(new Uint8Array(filtered)), { width: 7, height: 5, colors: 3, predictor: 15 })).toEqual(samples);
  });

  it('undoes the TIFF predictor, and refuses short or corrupt data', () => {
    const tiff = samples.map((v, i) => (i % 21 < 3 ? v : (v - samples[i - 3]!) & 0xff));
    expect(inflateSamples(zlibSync(tiff), { width: 7, height: 5, colors: 3, predictor: 2 })).toEqual(samples);
    expect(inflateSamples(zlibSync(samples.subarray(0, 50)), { width: 7, height: 5, colors: 3, predictor: 1 })).toBeNull();
    expect(inflateSamples(new Uint8Array([1, 2, 3, 4]), { width: 7, height: 5, colors: 3, predictor: 1 })).toBeNull();
  });
});
