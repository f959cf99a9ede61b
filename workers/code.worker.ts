import { expose } from 'comlink';
import { beautifyCode } from './code/beautify';
import { minifyCode, type CodeLanguage } from './code/minify';
import type { CodeResult, ProgressFn } from './code/result';
import { formatSql, type SqlOptions } from './code/sql';

export interface CodeApi {
  formatSql(sql: string, options: SqlOptions, onProgress?: ProgressFn): Promise<CodeResult>;
  minify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
  /** Pretty-prints with prettier (loaded on first use). */
  beautify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
}

// Every library is imported inside its function, so the worker starts with comlink alone.
const api: CodeApi = {
  formatSql: (sql, options, onProgress) => formatSql(sql, options, onProgress),
  minify: (code, language, onProgress) => minifyCode(code, language, onProgress),
  beautify: (code, language, onProgress) => beautifyCode(code, language, onProgress),
};

expose(api);
