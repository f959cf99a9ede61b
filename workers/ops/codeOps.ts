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
/** Minify or format one language: each is the other's inverse. */
function codeOp(language: CodeLanguage, action: 'Minify' | 'Format'): Operation {
  return defineOp()({
    id: `${language}${action}`,
    group: 'code',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: `${language}${action === 'Minify' ? 'Format' : 'Minify'}` }],
    run: async (input) =>
      codeResult(
        action === 'Minify'
          ? await (await opModule('minify')).minifyCode(asText(input), language)
          : await (await opModule('beautify')).beautifyCode(asText(input), language),
      ),
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
  ...LANGUAGES.map((language) => codeOp(language, 'Minify')),
  ...LANGUAGES.map((language) => codeOp(language, 'Format')),
];
