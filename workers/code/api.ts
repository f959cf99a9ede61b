import type { CodeLanguage } from './minify';
import type { CodeResult, ProgressFn } from './result';
import type { SqlOptions } from './sql';

export interface CodeApi {
  formatSql(sql: string, options: SqlOptions, onProgress?: ProgressFn): Promise<CodeResult>;
  minify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
  /** Pretty-prints with prettier (loaded on first use). */
  beautify(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult>;
}

// Each job's module is imported on first use (as in workers/data/api.ts), and the library it wraps inside its
// function: the worker starts without any of them. The recipe runner's operations import the same modules by the
// same dynamic imports (workers/ops/modules.ts), so both share one chunk per module; a static import here put them
// in the worker's entry chunk and made those dynamic imports ineffective.
export const codeApi: CodeApi = {
  formatSql: async (sql, options, onProgress) => (await import('./sql')).formatSql(sql, options, onProgress),
  minify: async (code, language, onProgress) => (await import('./minify')).minifyCode(code, language, onProgress),
  beautify: async (code, language, onProgress) => (await import('./beautify')).beautifyCode(code, language, onProgress),
};
