/** mulberry32: a small seeded generator, so that random cases are the same on every run and a failure reproduces. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inclusive code point ranges; a range listed twice is drawn from twice as often. */
export type CodePointRanges = readonly (readonly [number, number])[];

/** `length` code points, each drawn from a range picked at random. */
export function randomText(rand: () => number, length: number, ranges: CodePointRanges): string {
  let s = '';
  for (let i = 0; i < length; i++) {
    const [lo, hi] = ranges[Math.floor(rand() * ranges.length)]!;
    s += String.fromCodePoint(lo + Math.floor(rand() * (hi - lo + 1)));
  }
  return s;
}
