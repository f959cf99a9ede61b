import { fail, isStackOverflow, stripBom, throttleProgress, type DataResult, type ProgressFn } from './common';
import { jsonSyntaxError } from './json';
import { JsonArray, JsonNumber, JsonObject, parseLossless, stringifyLossless, type JsonValue } from './jsonLossless';
import type { DuplicateReport } from './jsonScan';

/**
 * JSON (an array of objects) → CSV.
 * - Nested objects are flattened to dotted keys: {"a":{"b":1}} → column "a.b".
 * - Arrays are written as JSON text in one cell. Spreading them over columns
 *   (a.0, a.1, …) would give every row a different set of columns, and a
 *   list of any length stays one readable, reversible cell this way.
 * - An empty object is written as {} so the key is not silently lost.
 * - null becomes an empty cell.
 * - Numbers are written with the digits of the JSON (1.0, 1e400 and
 *   12345678901234567890 stay as they are).
 * - A repeated key (JSON allows it, and keeps both) gets a second column of
 *   the same name, as does a dotted key that equals a flattened one: no value
 *   is dropped. Repeated JSON keys are reported with their path and line.
 * - The header is the union of all keys, in the order they are first seen.
 * - Fields are quoted as RFC 4180 says (delimiter, quote or line break inside;
 *   quotes doubled). Rows end with \n, which every spreadsheet reads.
 */

export type JsonToCsvResult = DataResult<{ output: string; rows: number; columns: number } & DuplicateReport>;

/** Column id → cell text. A column id is the column's name, plus "\0<n>" for its n-th (n ≥ 2) occurrence in a record. */
type Flat = Map<string, string>;

const OCCURRENCE = '\0';

/** The header text of a column id. */
export function columnName(id: string): string {
  const at = id.indexOf(OCCURRENCE);
  return at < 0 ? id : id.slice(0, at);
}

function cellText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return value.raw;
  return stringifyLossless(value);
}

/** Flattens one record: nested objects to dotted names; a name seen again in the record gets its own column. */
export function flattenRecord(record: JsonObject): Flat {
  const out: Flat = new Map();
  const seen = new Map<string, number>();
  const add = (name: string, text: string) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    out.set(n === 1 ? name : `${name}${OCCURRENCE}${n}`, text);
  };
  const walk = (obj: JsonObject, prefix: string) => {
    for (const [key, value] of obj.entries) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (value instanceof JsonObject && value.entries.length > 0) walk(value, name);
      else add(name, cellText(value));
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
  const source = stripBom(text);
  const parsed = parseLossless(source);
  if (!parsed.ok) return fail(jsonSyntaxError(source, parsed.offset));
  const root = parsed.value;
  if (!(root instanceof JsonArray)) return fail({ key: 'notArrayOfObjects' });
  const data = root.items;
  if (data.length === 0) return fail({ key: 'emptyArray' });
  progress(0.3);

  const columns = new Map<string, number>();
  const flat: Flat[] = new Array<Flat>(data.length);
  try {
    for (let i = 0; i < data.length; i += 1) {
      const item = data[i];
      if (!(item instanceof JsonObject)) return fail({ key: 'notArrayOfObjects', index: i });
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
  lines[0] = header.map((id) => csvField(columnName(id))).join(',');
  for (let i = 0; i < flat.length; i += 1) {
    const record = flat[i] as Flat;
    lines[i + 1] = header.map((key) => csvField(record.get(key) ?? '')).join(',');
    if ((i & 0xfff) === 0) progress(0.7 + (0.3 * i) / flat.length);
  }
  const output = lines.join('\n');
  progress(1);
  return { ok: true, output, rows: flat.length, columns: header.length, duplicates: parsed.duplicates, count: parsed.count };
}
