import { STORAGE_KEYS, readJson, removeKey, writeJson } from '../storage';
import { BENCH_MODES, BENCH_ROWS, type BenchMode } from './suite';

/**
 * One run of the device benchmark, as the page keeps it (the last few, in this browser) and shares it (in a link's
 * fragment, no server involved): the mode, when, the device's core count, and each row's time in milliseconds in
 * the suite's order (null: the row failed or did not run).
 */
export interface BenchResult {
  mode: BenchMode;
  /** When it finished (epoch ms). */
  at: number;
  /** navigator.hardwareConcurrency, when the browser tells. */
  cores: number | null;
  ms: (number | null)[];
}

/** The stored and shared format's version: a new suite (other rows or inputs) gets a new one, and old links are refused. */
export const RESULT_VERSION = 1;
export const MAX_STORED_RESULTS = 10;

/** Bounds a decoded value must fall in: a day per row, dates between 2020 and 2200. */
const MAX_MS = 86_400_000;
const MIN_AT = Date.UTC(2020, 0, 1);
const MAX_AT = Date.UTC(2200, 0, 1);

const isMode = (v: unknown): v is BenchMode => BENCH_MODES.some((m) => m === v);
const isTime = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_MS);

/** A result as stored or shared: the right shape, plausible numbers, one time per row and at least one time. */
export function isBenchResult(value: unknown): value is BenchResult {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    isMode(r.mode) &&
    typeof r.at === 'number' && Number.isFinite(r.at) && r.at >= MIN_AT && r.at < MAX_AT &&
    (r.cores === null || (Number.isInteger(r.cores) && (r.cores as number) > 0 && (r.cores as number) <= 4096)) &&
    Array.isArray(r.ms) && r.ms.length === BENCH_ROWS.length && r.ms.every(isTime) && r.ms.some((t) => t !== null)
  );
}

/** Tenths of a millisecond are plenty, and keep the stored list and the link short. */
export const roundMs = (ms: number): number => Math.max(0.1, Math.round(ms * 10) / 10);

export function makeResult(mode: BenchMode, ms: (number | null)[], at: number, cores: number | null): BenchResult {
  return { mode, at: Math.round(at), cores: cores && Number.isInteger(cores) && cores > 0 ? cores : null, ms: ms.map((t) => (t === null ? null : roundMs(t))) };
}

/** The sum of the rows that ran. */
export function totalMs(result: BenchResult): number {
  return result.ms.reduce<number>((sum, t) => sum + (t ?? 0), 0);
}

// ——— kept on the device ———

interface StoredList {
  v: number;
  results: unknown[];
}

const isStoredList = (v: unknown): v is StoredList =>
  !!v && typeof v === 'object' && (v as StoredList).v === RESULT_VERSION && Array.isArray((v as StoredList).results);

/** What storage holds → the results, newest first; anything not a result of this version is left out, never a crash. */
export function parseStoredResults(value: unknown): BenchResult[] {
  if (!isStoredList(value)) return [];
  return value.results.filter(isBenchResult).slice(0, MAX_STORED_RESULTS);
}

export function readStoredResults(): BenchResult[] {
  return parseStoredResults(readJson<unknown>(STORAGE_KEYS.benchResults, (v): v is unknown => v !== undefined, null));
}

/** Keeps `result` first, before the last few; returns the list as stored. */
export function storeResult(result: BenchResult): BenchResult[] {
  const list = [result, ...readStoredResults()].slice(0, MAX_STORED_RESULTS);
  writeJson(STORAGE_KEYS.benchResults, { v: RESULT_VERSION, results: list } satisfies StoredList);
  return list;
}

export function clearStoredResults(): void {
  removeKey(STORAGE_KEYS.benchResults);
}

// ——— shared in a link ———

/** The fragment's key: `/bench#r=<encoded>`. */
export const SHARE_PARAM = 'r';

const MODE_CODE: Record<BenchMode, string> = { full: 'f', quick: 'q' };
const BASE36 = /^[0-9a-z]{1,12}$/;

const toBase36 = (n: number) => Math.round(n).toString(36);
function fromBase36(s: string): number | null {
  if (!BASE36.test(s)) return null;
  const n = parseInt(s, 36);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * `<version>.<f|q>.<finished, base 36 seconds>.<cores, base 36, or empty>.<each row's tenths of ms, base 36, or empty>`:
 * only characters a URL keeps as they are, about 50 of them for a full run.
 */
export function encodeResult(result: BenchResult): string {
  const times = result.ms.map((t) => (t === null ? '' : toBase36(t * 10)));
  return [String(RESULT_VERSION), MODE_CODE[result.mode], toBase36(result.at / 1000), result.cores === null ? '' : toBase36(result.cores), ...times].join('.');
}

/** The result a shared code carries, or null for anything malformed, out of range or of another version. */
export function decodeResult(code: string): BenchResult | null {
  if (typeof code !== 'string' || code.length > 400) return null;
  const parts = code.split('.');
  if (parts.length !== 4 + BENCH_ROWS.length || parts[0] !== String(RESULT_VERSION)) return null;
  const mode = BENCH_MODES.find((m) => MODE_CODE[m] === parts[1]);
  const seconds = fromBase36(parts[2]!);
  const cores = parts[3] === '' ? null : fromBase36(parts[3]!);
  if (!mode || seconds === null || (parts[3] !== '' && cores === null)) return null;
  const ms: (number | null)[] = [];
  for (const part of parts.slice(4)) {
    if (part === '') {
      ms.push(null);
      continue;
    }
    const tenths = fromBase36(part);
    if (tenths === null) return null;
    ms.push(tenths / 10);
  }
  const result: BenchResult = { mode, at: seconds * 1000, cores, ms };
  return isBenchResult(result) ? result : null;
}

/** The fragment for a result, without the '#'. */
export const shareFragment = (result: BenchResult): string => `${SHARE_PARAM}=${encodeResult(result)}`;

/**
 * What a page's fragment says: no shared result (`none`), a valid one, or a damaged one (`invalid`: the page says it
 * ignored it). Any other fragment is not ours and is left alone.
 */
export function readShareFragment(hash: string): { kind: 'none' } | { kind: 'invalid' } | { kind: 'shared'; result: BenchResult } {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let value: string | null;
  try {
    value = new URLSearchParams(raw).get(SHARE_PARAM);
  } catch {
    return { kind: 'none' };
  }
  if (value === null) return { kind: 'none' };
  const result = decodeResult(value.trim());
  return result ? { kind: 'shared', result } : { kind: 'invalid' };
}
