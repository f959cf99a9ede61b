import { describe, expect, it } from 'vitest';
import { PDF_TARGET_UNREACHABLE } from '@workers/pdf/codes';
import { fitTarget, sampleOf, type Pass } from '@workers/pdf/compress/target';

describe('fitTarget: the whole-file size search', () => {
  /** A fake document: 10 kB fixed, two images whose size grows with quality like a codec's; samples at a tenth. */
  function fakeSearch(targetBytes: number) {
    const size = (q: number) => Math.round(2000 * 1.04 ** q);
    const passes: number[] = [];
    const pixels = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
    return {
      passes,
      search: {
        top: 80,
        targetBytes,
        async pass(q: number, keep: boolean): Promise<Pass> {
          passes.push(q);
          const img = { bytes: size(q), original: 1e9, fixed: false, gray: false, ...(keep ? { pixels } : {}) };
          return { quality: q, total: 10_000 + 2 * img.bytes, images: [img, { ...img }] };
        },
        encodeSample: async (_: unknown, q: number) => size(q) / 10,
      },
      size,
    };
  }

  it('fits in two passes when the prediction holds, at the highest quality that fits', async () => {
    const target = 10_000 + 2 * 2000 * 1.04 ** 50;
    const { search, passes, size } = fakeSearch(target);
    const pass = await fitTarget(search);
    expect(pass.total).toBeLessThanOrEqual(target);
    expect(passes).toHaveLength(2);
    expect(10_000 + 2 * size(pass.quality + 2)).toBeGreaterThan(target * 0.98);
  });

  it('one pass when the slider quality fits; PDF_TARGET_UNREACHABLE with the smallest size when nothing does', async () => {
    const fits = fakeSearch(1e9);
    expect((await fitTarget(fits.search)).quality).toBe(80);
    expect(fits.passes).toEqual([80]);
    const never = fakeSearch(5000);
    await expect(fitTarget(never.search)).rejects.toThrow(new RegExp(`^${PDF_TARGET_UNREACHABLE}:${10_000 + 2 * never.size(10)}$`));
  });

  it('samples a big image by crops, a small one whole', () => {
    const big = { data: new Uint8ClampedArray(1000 * 800 * 4), width: 1000, height: 800 };
    expect(sampleOf(big)).toMatchObject({ width: 384, height: 384 });
    const small = { data: new Uint8ClampedArray(300 * 200 * 4), width: 300, height: 200 };
    expect(sampleOf(small)).toBe(small);
    const wide = { data: new Uint8ClampedArray(3000 * 100 * 4), width: 3000, height: 100 };
    expect(sampleOf(wide)).toMatchObject({ width: 384, height: 100 });
  });
});
