import {
  fail, positionAt, stripBom, throttleProgress,
  type DataError, type DataResult, type ProgressFn,
} from './common';
import { IGNORE_TOKENS, scanJson, type DuplicateReport } from './jsonScan';
import { OutputTooLarge, reformatJson } from './jsonLossless';

/**
 * JSON formatting that never changes the data (jsonScan.ts, jsonLossless.ts):
 * JSON.parse + JSON.stringify would print numbers through doubles
 * (12345678901234567890 → 12345678901234567000, 1e400 → null, 1.0 → 1), keep
 * only the last of two equal keys, and move integer-like keys first. Here
 * numbers keep their digits, members their order, and repeated keys are kept
 * and reported (path and line), for the tool to tell the user.
 */

export type JsonIndent = '2' | '4' | 'tab';
export type JsonMode = 'format' | 'minify' | 'validate';

export interface FormatJsonOptions {
  mode: JsonMode;
  indent: JsonIndent;
  sortKeys: boolean;
}

export type { DuplicateKey, DuplicateReport } from './jsonScan';
export { compareKeys } from './jsonLossless';

export type FormatJsonResult = DataResult<{ output: string } & DuplicateReport>;

const INDENT: Record<JsonIndent, string> = { '2': '  ', '4': '    ', tab: '\t' };

/** The error for JSON that stops being valid at `offset` (BOM already stripped). */
export function jsonSyntaxError(text: string, offset: number): DataError {
  return { key: 'invalidJson', ...positionAt(text, offset) };
}

/** Offset of the first syntax error in `text`, or -1 when it is valid JSON. */
export function findJsonErrorOffset(text: string): number {
  const r = scanJson(text, IGNORE_TOKENS);
  return r.ok ? -1 : r.offset;
}

export function formatJson(text: string, options: FormatJsonOptions, onProgress?: ProgressFn): FormatJsonResult {
  const progress = throttleProgress(onProgress);
  progress(0);
  const source = stripBom(text);
  let result: ReturnType<typeof reformatJson>;
  try {
    if (options.mode === 'validate') {
      const scanned = scanJson(source, IGNORE_TOKENS, progress);
      result = scanned.ok ? { ...scanned, output: '' } : scanned;
    } else {
      const unit = options.mode === 'minify' ? null : INDENT[options.indent];
      result = reformatJson(source, unit, options.sortKeys, progress);
    }
  } catch (err) {
    if (err instanceof OutputTooLarge) return fail({ key: 'outputTooLarge' });
    throw err;
  }
  if (!result.ok) return fail(jsonSyntaxError(source, result.offset));
  progress(1);
  return result;
}
