import { describe, expect, it } from 'vitest';
import { imagePoolSize, MAX_IMAGE_WORKERS } from '@src/lib/jobs/image';

describe('imagePoolSize', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [8, MAX_IMAGE_WORKERS],
    [undefined, 1],
    [0, 1],
  ])('%s cores → %d workers', (cores, expected) => {
    expect(imagePoolSize(cores)).toBe(expected);
  });

  it.each([
    [8, 8, 4],
    [8, 4, 2],
    [8, 2, 1],
    [8, 0.5, 1],
    [3, 8, 2],
    [8, undefined, 4],
    [8, Number.NaN, 4],
  ])('%s cores and %s GB → %d workers (a quarter of the memory, ~0.5 GB each at the peak)', (cores, memory, expected) => {
    expect(imagePoolSize(cores, memory)).toBe(expected);
  });
});
