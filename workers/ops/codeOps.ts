import type { CodeLanguage } from '../code/minify';
import type { CodeResult } from '../code/result';
import { SQL_FORMAT_OPTIONS, type KeywordCase, type SqlDialect, type SqlIndent } from '../code/sqlOptions';
import { asText, defineOp, fail, ok, opModule, type Operation, type OpResult } from './schema';

/**
 * SQL formatting and HTML / CSS / JavaScript minify and format: the code worker's own modules
 * (workers/code/*), each imported on first use, and the libraries they wrap (sql-formatter, terser,
 * csso, html-minifier-terser, prettier) only inside those: a recipe without them never loads them.
 */

function codeResult(result: CodeResult): OpResult {
  if (result.ok) return ok(result.output);
  const { key, message, line, column } = result.error;
  return fail(`code.${key}`, { detail: message, ...(line !== undefined ? { at: { line, column: column ?? 1 } } : {}) });
}

const LANGUAGES: readonly CodeLanguage[] = ['js', 'css', 'html'];
function minifyOp(language: CodeLanguage): Operation {
  return defineOp()({
    id: `${language}Minify`,
    group: 'code',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: `${language}Format` }],
    run: async (input) => codeResult(await (await opModule('minify')).minifyCode(asText(input), language)),
  });
}

function formatOp(language: CodeLanguage): Operation {
  return defineOp()({
    id: `${language}Format`,
    group: 'code',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: `${language}Minify` }],
    run: async (input) => codeResult(await (await opModule('beautify')).beautifyCode(asText(input), language)),
  });
}

export const CODE_OPERATIONS = [
  defineOp<{ dialect: SqlDialect; keywordCase: KeywordCase; indent: SqlIndent }>()({
    id: 'sqlFormat',
    group: 'code',
    input: 'text',
    output: 'text',
    options: SQL_FORMAT_OPTIONS,
    run: async (input, o, ctx) => codeResult(await (await opModule('sql')).formatSql(asText(input), o, ctx.onProgress)),
  }),
  ...LANGUAGES.map(minifyOp),
  ...LANGUAGES.map(formatOp),
];
