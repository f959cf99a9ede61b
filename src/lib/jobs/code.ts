import type { CodeApi } from '@workers/code/api';
import type { CodeLanguage } from '@workers/code/minify';
import type { CodeError, CodeErrorKey, CodeResult } from '@workers/code/result';
import type { KeywordCase, SqlDialect, SqlIndent, SqlOptions } from '@workers/code/sql';
import { WorkerClient, type JobOptions, progressProxy } from './client';

export type { CodeError, CodeErrorKey, CodeLanguage, CodeResult, KeywordCase, SqlDialect, SqlIndent, SqlOptions };

const client = new WorkerClient<CodeApi>(
  () => new Worker(new URL('../../../workers/formats.worker.ts', import.meta.url), { type: 'module', name: 'code' }),
);

// Comlink's Remote spreads a union result over Promise<A> | Promise<B>; this folds it back.
const settled = (p: Promise<CodeResult> | Promise<Extract<CodeResult, { ok: true }>> | Promise<Extract<CodeResult, { ok: false }>>) =>
  p as Promise<CodeResult>;

/** Results are { ok: true, output } or { ok: false, error }: a mistake in the user's code is not a job failure. */
export const codeJobs = {
  formatSql: (sql: string, options: SqlOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => settled(api.formatSql(sql, options, progressProxy(onProgress))), run),
  minify: (code: string, language: CodeLanguage, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => settled(api.minify(code, language, progressProxy(onProgress))), run),
  beautify: (code: string, language: CodeLanguage, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => settled(api.beautify(code, language, progressProxy(onProgress))), run),
  cancel: () => client.terminate(),
};
