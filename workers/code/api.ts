import { beautifyCode } from './beautify';
import { minifyCode, type CodeLanguage } from './minify';
import type { CodeResult, ProgressFn } from './result';
import { formatSql, type SqlOptions } from './sql';

export interface CodeApi {
  formatSql(sql: string, options: SqlOptions, onProgress?: ProgressFn): Promise<CodeResult>;
  minify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
  /** Pretty-prints with prettier (loaded on first use). */
  beautify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
}

// Every library is imported inside its function: the worker starts without any of them.
export const codeApi: CodeApi = {
  formatSql: (sql, options, onProgress) => formatSql(sql, options, onProgress),
  minify: (code, language, onProgress) => minifyCode(code, language, onProgress),
  beautify: (code, language, onProgress) => beautifyCode(code, language, onProgress),
};
