import { describe, expect, it } from 'vitest';
import { estimatedProgress } from '@src/lib/progressEstimate';

describe('estimatedProgress', () => {
  it('moves linearly to 90 % of the way at the expected time, then creeps, never reaching the end', () => {
    expect(estimatedProgress(0.2, 0.8, 0, 1000)).toBeCloseTo(0.2);
    expect(estimatedProgress(0.2, 0.8, 500, 1000)).toBeCloseTo(0.2 + 0.6 * 0.45);
    expect(estimatedProgress(0.2, 0.8, 1000, 1000)).toBeCloseTo(0.2 + 0.6 * 0.9);
    const late = estimatedProgress(0.2, 0.8, 60_000, 1000);
    expect(late).toBeLessThan(0.8);
    expect(late).toBeGreaterThan(estimatedProgress(0.2, 0.8, 2000, 1000));
    expect(estimatedProgress(0.5, 0.5, 100, 1000)).toBe(0.5);
  });
});
