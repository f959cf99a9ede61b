import { describe, expect, it } from 'vitest';
import { MIN_TARGET_QUALITY, fitQuality, shrinkFactor } from '@workers/image/target';

/** A fake encoder: size grows exponentially with quality, like a real codec's; counts its calls. */
function fake(base: number, growth = 1.035) {
  const calls: number[] = [];
  const encode = async (q: number) => {
    calls.push(q);
    return new Uint8Array(Math.round(base * growth ** q));
  };
  return { encode, calls };
}

const sizeAt = (base: number, q: number, growth = 1.035) => Math.round(base * growth ** q);

describe('fitQuality', () => {
  it('finds the highest quality that fits, in a few encodes', async () => {
    const { encode, calls } = fake(1000);
    const target = 8000;
    const { best, encodes } = await fitQuality(encode, target, 90);
    expect(best).not.toBeNull();
    expect(best!.bytes.length).toBeLessThanOrEqual(target);
    // the next quality up would not fit: it is the highest
    expect(sizeAt(1000, best!.quality + 1)).toBeGreaterThan(target);
    expect(encodes).toBeLessThanOrEqual(7);
    expect(calls.length).toBe(encodes);
  });

  it('already fits at the chosen quality: one encode', async () => {
    const { encode, calls } = fake(100);
    const { best } = await fitQuality(encode, 1e9, 75);
    expect(best!.quality).toBe(75);
    expect(calls).toEqual([75]);
  });

  it('never goes above the chosen quality, nor below the minimum', async () => {
    const { encode, calls } = fake(1000);
    await fitQuality(encode, 5000, 60, MIN_TARGET_QUALITY, 95);
    expect(Math.max(...calls)).toBeLessThanOrEqual(60);
    const low = fake(1e6);
    const r = await fitQuality(low.encode, 10, 80);
    expect(r.best).toBeNull();
    expect(Math.min(...low.calls)).toBe(MIN_TARGET_QUALITY);
    expect(r.smallest.quality).toBe(MIN_TARGET_QUALITY);
  });

  it('a good guess (from the proxy) saves encodes', async () => {
    const target = sizeAt(1000, 52);
    const cold = fake(1000);
    const warm = fake(1000);
    const a = await fitQuality(cold.encode, target, 95);
    const b = await fitQuality(warm.encode, target, 95, MIN_TARGET_QUALITY, 52);
    expect(a.best!.quality).toBe(52);
    expect(b.best!.quality).toBe(52);
    expect(b.encodes).toBeLessThanOrEqual(a.encodes);
    expect(b.encodes).toBeLessThanOrEqual(3);
  });

  it('copes with a codec whose size is not strictly monotonic', async () => {
    const wobbly = async (q: number) => new Uint8Array(Math.round(1000 * 1.04 ** q * (q % 2 ? 1.01 : 0.99)));
    const { best } = await fitQuality(wobbly, 20_000, 100);
    expect(best!.bytes.length).toBeLessThanOrEqual(20_000);
  });
});

describe('shrinkFactor', () => {
  it('scales sides by about the square root of the size ratio, with margin', () => {
    expect(shrinkFactor(400_000, 100_000)).toBeCloseTo(0.46, 2);
    expect(shrinkFactor(101, 100)).toBeCloseTo(0.915, 3);
    expect(shrinkFactor(100, 100)).toBe(0.92);
  });
});
