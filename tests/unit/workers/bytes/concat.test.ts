import { expect, it } from 'vitest';
import { concatBytes } from '@workers/bytes/concat';

it('puts the parts one after another, views of a larger buffer included', () => {
  const big = new Uint8Array([9, 1, 2, 9]);
  expect([...concatBytes([big.subarray(1, 3), new Uint8Array(), new Uint8Array([3])])]).toEqual([1, 2, 3]);
  expect(concatBytes([]).length).toBe(0);
});
