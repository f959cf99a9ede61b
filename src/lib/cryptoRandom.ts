/**
 * Uniform randomness from `crypto.getRandomValues`, for the tools that draw (passwords, the random picker). Every
 * pick goes through `randomBelow`, by rejection sampling: a plain `% n` would favour small values whenever 2^32 is
 * not a multiple of n. The source is injectable so that tests can drive it.
 */

/** Returns a uniformly random unsigned 32-bit integer. */
export type RandomSource = () => number;

/** 32-bit values from crypto.getRandomValues, fetched 256 at a time (one call per value is slow); each is wiped once used. */
const pool = new Uint32Array(256);
let poolIndex = pool.length;
export const cryptoSource: RandomSource = () => {
  if (poolIndex >= pool.length) {
    crypto.getRandomValues(pool);
    poolIndex = 0;
  }
  const x = pool[poolIndex] ?? 0;
  pool[poolIndex++] = 0;
  return x;
};

const RANGE = 2 ** 32;

/** A uniform integer in [0, n): values at or above the largest multiple of n below 2^32 are drawn again. */
export function randomBelow(n: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomBelow: bad bound ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const x = source();
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates with uniform indices (a new array): every order is equally likely. */
export function shuffle<T>(items: readonly T[], source: RandomSource = cryptoSource): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    const tmp = a[i] as T;
    a[i] = a[j] as T;
    a[j] = tmp;
  }
  return a;
}
