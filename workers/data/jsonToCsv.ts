import { fail, isStackOverflow, throttleProgress, type DataResult, type ProgressFn } from './common';
import { parseJson } from './json';

/**
 * JSON (an array of objects) → CSV.
 * - Nested objects are flattened to dotted keys: {"a":{"b":1}} → column "a.b".
 * - Arrays are written as JSON text in one cell. Spreading them over columns
 *   (a.0, a.1, …) would give every row a different set of columns, and a
 *   list of any length stays one readable, reversible cell this way.
 * - An empty object is written as {} so the key is not silently lost.
 * - null becomes an empty cell.
 * - The header is the union of all keys, in the order they are first seen.
 * - Fields are quoted as RFC 4180 says (delimiter, quote or line break inside;
 *   quotes doubled). Rows end with \n, which every spreadsheet reads.
 */

export type JsonToCsvResult = DataResult<{ output: string; rows: number; columns: number }>;

type Flat = Map<string, string>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Flattens one record; on a key collision ("a.b" next to {"a":{"b":…}}) the later value wins. */
export function flattenRecord(record: Record<string, unknown>): Flat {
  const out: Flat = new Map();
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const key of Object.keys(obj)) {
      const value = obj[key];
      const name = prefix ? `${prefix}.${key}` : key;
      if (isPlainObject(value) && Object.keys(value).length > 0) walk(value, name);
      else out.set(name, cellText(value));
    }
  };
  walk(record, '');
  return out;
}

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function jsonToCsv(text: string, onProgress?: ProgressFn): JsonToCsvResult {
  const progress = throttleProgress(onProgress);
  progress(0);
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (!Array.isArray(data)) return fail({ key: 'notArrayOfObjects' });
  if (data.length === 0) return fail({ key: 'emptyArray' });
  progress(0.3);

  const columns = new Map<string, number>();
  const flat: Flat[] = new Array<Flat>(data.length);
  try {
    for (let i = 0; i < data.length; i += 1) {
      const item: unknown = data[i];
      if (!isPlainObject(item)) return fail({ key: 'notArrayOfObjects', index: i });
      const record = flattenRecord(item);
      for (const key of record.keys()) if (!columns.has(key)) columns.set(key, columns.size);
      flat[i] = record;
      if ((i & 0xfff) === 0) progress(0.3 + (0.4 * i) / data.length);
    }
  } catch (err) {
    if (isStackOverflow(err)) return fail({ key: 'tooDeep' });
    throw err;
  }

  const header = [...columns.keys()];
  if (header.length === 0) return fail({ key: 'noKeys' });
  const lines = new Array<string>(flat.length + 1);
  lines[0] = header.map(csvField).join(',');
  for (let i = 0; i < flat.length; i += 1) {
    const record = flat[i] as Flat;
    lines[i + 1] = header.map((key) => csvField(record.get(key) ?? '')).join(',');
    if ((i & 0xfff) === 0) progress(0.7 + (0.3 * i) / flat.length);
  }
  const output = lines.join('\n');
  progress(1);
  return { ok: true, output, rows: flat.length, columns: header.length };
}
