import Papa from 'papaparse';
import { fail, positionAt, stripBom, throttleProgress, type DataResult, type ProgressFn } from './common';

/**
 * CSV → JSON with papaparse (header row, delimiter auto-detected, quoted
 * fields with embedded newlines). The string is fed in chunks so progress can
 * be reported; rows and error positions are made absolute across chunks.
 */

export interface CsvToJsonOptions {
  /** papaparse dynamicTyping: numbers, true/false, and empty cells as null. */
  inferTypes: boolean;
}

/** A data row whose field count differs from the header's (converted anyway). */
export interface CsvWarning {
  /** 1-based data row: the header is not counted. */
  row: number;
  expected: number;
  found: number;
}

export type CsvToJsonResult = DataResult<{
  output: string;
  rows: number;
  columns: number;
  delimiter: string;
  /** The first few mismatches; warningCount has the total. */
  warnings: CsvWarning[];
  warningCount: number;
}>;

/** Large enough that papaparse's per-chunk cost vanishes, small enough for smooth progress. */
export const CSV_CHUNK_CHARS = 1 << 20;
const MAX_WARNINGS = 5;

const isLineBreak = (c: string | undefined) => c === '\n' || c === '\r';

/**
 * Offset of the opening quote of the first quoted field that is never closed
 * or is followed by something other than a delimiter or line break; -1 if
 * none. papaparse reports where it noticed the problem, which for a stray
 * quote can be many lines after the field the user has to fix.
 */
export function findQuoteProblem(text: string, delimiter: string): number {
  const n = text.length;
  let i = 0;
  let fieldStart = true;
  while (i < n) {
    const c = text[i];
    if (fieldStart && c === '"') {
      const open = i;
      i += 1;
      let closed = false;
      while (i < n) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        i += 1;
      }
      if (!closed) return open;
      // papaparse accepts blanks between the closing quote and the delimiter.
      while ((text[i] === ' ' || text[i] === '\t') && !text.startsWith(delimiter, i)) i += 1;
      if (i < n && !text.startsWith(delimiter, i) && !isLineBreak(text[i])) return open;
      fieldStart = false;
      continue;
    }
    if (delimiter && text.startsWith(delimiter, i)) {
      fieldStart = true;
      i += delimiter.length;
    } else {
      fieldStart = isLineBreak(c);
      i += 1;
    }
  }
  return -1;
}

const MISMATCH = /expected (\d+) fields? but parsed (\d+)/i;

export function csvToJson(text: string, options: CsvToJsonOptions, onProgress?: ProgressFn): CsvToJsonResult {
  const progress = throttleProgress(onProgress);
  progress(0);
  const source = stripBom(text);
  const rows: unknown[] = [];
  const warnings: CsvWarning[] = [];
  let warningCount = 0;
  let quoteErrorAt = -1;
  let fields: string[] = [];
  let delimiter = ',';
  let chunkStart = 0;

  type Row = Record<string, unknown>;
  // A string parsed with `chunk` is parsed synchronously, chunk by chunk; the
  // typings only describe `chunk` for files and streams, hence the cast.
  const config = {
    header: true,
    dynamicTyping: options.inferTypes,
    skipEmptyLines: true,
    chunkSize: CSV_CHUNK_CHARS,
    chunk(results: Papa.ParseResult<Row>, parser: Papa.Parser) {
      fields = results.meta.fields ?? fields;
      delimiter = results.meta.delimiter || delimiter;
      for (const e of results.errors) {
        if (e.type === 'Quotes') {
          if (quoteErrorAt === -1) quoteErrorAt = chunkStart + (e.index ?? 0);
        } else if (e.type === 'FieldMismatch') {
          warningCount += 1;
          const m = MISMATCH.exec(e.message);
          if (warnings.length < MAX_WARNINGS) {
            // FieldMismatch rows are already counted across chunks (0-based data rows).
            warnings.push({ row: (e.row ?? 0) + 1, expected: Number(m?.[1] ?? fields.length), found: Number(m?.[2] ?? 0) });
          }
        }
        // 'Delimiter' (UndetectableDelimiter) only means a single column: not an error.
      }
      if (quoteErrorAt !== -1) {
        parser.abort();
        return;
      }
      for (const row of results.data) rows.push(row);
      chunkStart = results.meta.cursor;
      progress((0.8 * chunkStart) / Math.max(1, source.length));
    },
  };
  Papa.parse<Row>(source, config as Papa.ParseConfig<Row>);

  if (quoteErrorAt !== -1) {
    const opening = findQuoteProblem(source, delimiter);
    return fail({ key: 'csvQuotes', ...positionAt(source, opening === -1 ? quoteErrorAt : opening) });
  }
  if (fields.length === 0 || rows.length === 0) return fail({ key: 'needHeaderAndRow' });

  const output = JSON.stringify(rows, null, 2);
  progress(1);
  return { ok: true, output, rows: rows.length, columns: fields.length, delimiter, warnings, warningCount };
}
