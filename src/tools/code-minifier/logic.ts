import type { CodeError, CodeLanguage } from '../../lib/jobs/code';

export type Mode = 'minify' | 'format';
export const LANGUAGES: readonly CodeLanguage[] = ['html', 'css', 'js'];
export const MODES: readonly Mode[] = ['minify', 'format'];

export const EXTENSIONS: Record<CodeLanguage, string> = { html: 'html', css: 'css', js: 'js' };
export const MIME_TYPES: Record<CodeLanguage, string> = {
  html: 'text/html;charset=utf-8',
  css: 'text/css;charset=utf-8',
  js: 'text/javascript;charset=utf-8',
};

/** Share of the original size saved (negative when the result is larger), or null for an empty input. */
export function savedFraction(inputBytes: number, outputBytes: number): number | null {
  if (inputBytes <= 0) return null;
  return (inputBytes - outputBytes) / inputBytes;
}

/** Translation key and values for an error: "errors.minifyCss" or, with a position, "errors.minifyCssAt". */
export function errorMessageKey(error: CodeError): { key: string; values: Record<string, string | number> } {
  const key = `errors.${error.key}`;
  if (error.line !== undefined && error.column !== undefined) {
    return { key: `${key}At`, values: { line: error.line, column: error.column, detail: error.message } };
  }
  return { key, values: { detail: error.message } };
}

/** True when the text has no visible character; stops at the first one instead of copying megabytes like trim(). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
