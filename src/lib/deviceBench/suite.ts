import { numberFormat } from '../intlFormat';

/**
 * The device benchmark's fixed suite (/bench): which jobs, on which inputs, in which order, how each is shown, and
 * the figures this repo's machine got. A result is a list of milliseconds in this order (src/lib/deviceBench/results.ts),
 * so the order and the inputs are part of the stored and shared format: change them only with a new format version.
 */

export const BENCH_MODES = ['full', 'quick'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

export type BenchRowId = 'hashText' | 'hashFile' | 'jsonFormat' | 'textDiff' | 'mozjpeg' | 'avif' | 'recipe';

export const MiB = 1024 * 1024;
const KiB = 1024;

/** What a row is given: text or bytes of a size (shown as MiB/s), or a photo of a size (shown in seconds). */
export type BenchInput = { kind: 'bytes'; bytes: number } | { kind: 'photo'; width: number; height: number };

export interface BenchRowSpec {
  id: BenchRowId;
  input: Record<BenchMode, BenchInput>;
}

const bytes = (n: number): BenchInput => ({ kind: 'bytes', bytes: n });
const photo = (width: number, height: number): BenchInput => ({ kind: 'photo', width, height });
/** 0.3 MP, the quick run's photo. */
const QUICK_PHOTO = photo(640, 480);

/**
 * In order: hash (MD5, SHA-1 and SHA-256 at once, as the hash generator does) of 10 MiB of text and of a 100 MiB
 * file, JSON format of 10 MiB, diff of two 1 MiB texts (the figure counts both), MozJPEG of a 12 MP photo, AVIF of a
 * 2 MP photo, and the recipe builder's five steps (whitespace clean-up → remove duplicates → sort → Base64 → SHA-256)
 * on 10 MiB. The quick run: the same jobs on small inputs, a few seconds in all.
 */
export const BENCH_ROWS: readonly BenchRowSpec[] = [
  { id: 'hashText', input: { full: bytes(10 * MiB), quick: bytes(1 * MiB) } },
  { id: 'hashFile', input: { full: bytes(100 * MiB), quick: bytes(4 * MiB) } },
  { id: 'jsonFormat', input: { full: bytes(10 * MiB), quick: bytes(256 * KiB) } },
  { id: 'textDiff', input: { full: bytes(1 * MiB), quick: bytes(64 * KiB) } },
  { id: 'mozjpeg', input: { full: photo(4000, 3000), quick: QUICK_PHOTO } },
  { id: 'avif', input: { full: photo(1732, 1155), quick: QUICK_PHOTO } },
  { id: 'recipe', input: { full: bytes(10 * MiB), quick: bytes(256 * KiB) } },
];

export const BENCH_ROW_IDS: readonly BenchRowId[] = BENCH_ROWS.map((r) => r.id);

/** Bytes a rate row's figure counts: its input (both texts for the diff). */
export function rowBytes(spec: BenchRowSpec, mode: BenchMode): number {
  const input = spec.input[mode];
  if (input.kind !== 'bytes') return 0;
  return spec.id === 'textDiff' ? input.bytes * 2 : input.bytes;
}

export const isRateRow = (spec: BenchRowSpec, mode: BenchMode): boolean => spec.input[mode].kind === 'bytes';

/**
 * A row's speed, bigger = faster, for the bars: MiB/s for the rate rows, photos per second for the photo rows (so a
 * longer bar is always the faster device).
 */
export function speedOf(spec: BenchRowSpec, mode: BenchMode, ms: number): number {
  if (!(ms > 0)) return 0;
  return isRateRow(spec, mode) ? rowBytes(spec, mode) / MiB / (ms / 1000) : 1000 / ms;
}

/** MiB/s with three significant digits ("87.3 MiB/s", "1,230 MiB/s" in English). */
export function formatRate(mibPerSecond: number, locale: string | undefined): string {
  return `${numberFormat(locale, { maximumSignificantDigits: 3 }).format(mibPerSecond)} MiB/s`;
}

/** Seconds with two decimals under ten, one above ("0.84 s", "12.3 s"). */
export function formatSeconds(ms: number, locale: string | undefined): string {
  const s = ms / 1000;
  const digits = s < 10 ? 2 : 1;
  return `${numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(s)} s`;
}

/** The figure a row shows for a time: MiB/s, or seconds for a photo. */
export function formatFigure(spec: BenchRowSpec, mode: BenchMode, ms: number, locale: string | undefined): string {
  return isRateRow(spec, mode) ? formatRate(speedOf(spec, mode, ms), locale) : formatSeconds(ms, locale);
}

/** The input's size as a row's label shows it: "10 MiB", "256 KiB", "12 MP" (decimal megapixels, as cameras count). */
export function formatInputSize(input: BenchInput, locale: string | undefined): string {
  if (input.kind === 'photo') {
    const mp = (input.width * input.height) / 1_000_000;
    return `${numberFormat(locale, { maximumSignificantDigits: 2 }).format(mp)} MP`;
  }
  return input.bytes >= MiB ? `${numberFormat(locale).format(input.bytes / MiB)} MiB` : `${numberFormat(locale).format(input.bytes / KiB)} KiB`;
}

/**
 * The figures of this repo's machine, in milliseconds per row (suite order), for each mode: the production build
 * (`node scripts/build.mjs`) served by `vite preview`, /bench run in Chromium 156 (headless, driven by Playwright)
 * on the 2-core Linux VM with Node 20 this repo is built and tested on, 2026-11-28; the median of three runs of each
 * mode, each in a fresh page. Another job kept one of the two cores busy meanwhile (load average about 4), so a quiet
 * machine of the kind is somewhat faster.
 */
export const REFERENCE = {
  browser: 'Chromium 156',
  cores: 2,
  date: '2026-11-28',
  ms: {
    full: [127.5, 811.3, 219.8, 41.5, 932.6, 921.2, 348],
    quick: [26.5, 40.2, 27.5, 8.1, 82, 817.4, 25.8],
  } satisfies Record<BenchMode, number[]>,
} as const;
