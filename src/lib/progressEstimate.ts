/**
 * Where a file's bar should be `elapsedMs` into a step that reported `from`, expects to end at `to` and to take
 * about `expectedMs`: linear up to 90 % of the way at the expected time, then creeping on (never reaching `to`), so
 * a slower-than-expected encode never looks finished nor stuck.
 */
export function estimatedProgress(from: number, to: number, elapsedMs: number, expectedMs: number): number {
  const gap = Math.max(0, to - from);
  if (expectedMs <= 0 || gap === 0) return from;
  const t = Math.max(0, elapsedMs) / expectedMs;
  const share = t <= 1 ? 0.9 * t : 0.9 + 0.09 * (1 - Math.exp(-(t - 1)));
  return from + gap * share;
}
