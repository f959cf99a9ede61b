import { describe, expect, it } from 'vitest';
import { DOWNSCALE_THRESHOLD, targetSize } from '@workers/pdf/compress/rewrite';

describe('targetSize', () => {
  it('scales down to maxDpi only past the threshold', () => {
    expect(targetSize(2480, 3508, 300, 150)).toEqual({ width: 1240, height: 1754 });
    expect(targetSize(2480, 3508, 150 * DOWNSCALE_THRESHOLD, 150)).toEqual({ width: 2480, height: 3508 });
    expect(targetSize(2480, 3508, undefined, 150)).toEqual({ width: 2480, height: 3508 });
    expect(targetSize(2480, 3508, 300, undefined)).toEqual({ width: 2480, height: 3508 });
  });
});
