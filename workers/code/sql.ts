import type { FormatOptionsWithLanguage } from 'sql-formatter';
import { errorMessage, firstLine, success, type CodeResult, type ProgressFn } from './result';
import type { SqlDialect, SqlOptions } from './sqlOptions';

/** No React, no DOM: runs in the code worker and in node. */

export { DEFAULT_SQL_OPTIONS, SQL_DIALECTS, type KeywordCase, type SqlDialect, type SqlIndent, type SqlOptions } from './sqlOptions';

/** Inputs above this are formatted in statement-aligned chunks of about this size, for progress. */
export const SQL_CHUNK_CHARS = 32 * 1024;

const BACKSLASH_ESCAPES: ReadonlySet<SqlDialect> = new Set(['mysql', 'mariadb', 'bigquery', 'spark', 'snowflake']);
const HASH_COMMENTS: ReadonlySet<SqlDialect> = new Set(['mysql', 'mariadb', 'bigquery']);
const DOLLAR_QUOTES: ReadonlySet<SqlDialect> = new Set(['postgresql', 'snowflake', 'redshift']);
const BRACKET_IDENTIFIERS: ReadonlySet<SqlDialect> = new Set(['transactsql', 'sqlite']);

/**
 * Offsets just after each top-level ";" that ends a line: the places where
 * sql-formatter itself would end a statement (it splits on every delimiter),
 * skipping strings, quoted identifiers and comments of the dialect. A wrong
 * guess cannot corrupt the output: a chunk cut inside a string fails to
 * parse, and then the whole input is formatted in one go.
 */
export function statementEnds(sql: string, dialect: SqlDialect): number[] {
  const ends: number[] = [];
  const backslash = BACKSLASH_ESCAPES.has(dialect);
  const n = sql.length;
  let i = 0;
  const skipQuoted = (close: string, escapes: boolean) => {
    while (i < n) {
      const c = sql[i];
      if (escapes && c === '\\') i += 2;
      else if (c === close) {
        if (sql[i + 1] === close) i += 2;
        else {
          i++;
          return;
        }
      } else i++;
    }
  };
  while (i < n) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      if (dialect === 'bigquery' && sql.startsWith(c.repeat(3), i)) {
        const close = sql.indexOf(c.repeat(3), i + 3);
        i = close === -1 ? n : close + 3;
        continue;
      }
      const prev = sql[i - 1];
      const escapeString = backslash || (c === "'" && (prev === 'E' || prev === 'e') && dialect === 'postgresql');
      i++;
      skipQuoted(c, escapeString);
    } else if (c === '`') {
      i++;
      skipQuoted('`', false);
    } else if (c === '[' && BRACKET_IDENTIFIERS.has(dialect)) {
      i++;
      skipQuoted(']', false);
    } else if ((c === '-' && sql[i + 1] === '-') || (c === '#' && HASH_COMMENTS.has(dialect))) {
      const eol = sql.indexOf('\n', i);
      i = eol === -1 ? n : eol;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close === -1 ? n : close + 2;
    } else if (c === '$' && DOLLAR_QUOTES.has(dialect)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        i = close === -1 ? n : close + tag[0].length;
      } else i++;
    } else if (c === ';') {
      i++;
      if (sql[i] === '\n') ends.push(i + 1);
      else if (sql[i] === '\r' && sql[i + 1] === '\n') ends.push(i + 2);
    } else i++;
  }
  return ends;
}

/** Cuts the input at statement ends into pieces of at least `size` characters. */
export function sqlChunks(sql: string, dialect: SqlDialect, size = SQL_CHUNK_CHARS): string[] {
  if (sql.length <= size) return [sql];
  const chunks: string[] = [];
  let from = 0;
  for (const end of statementEnds(sql, dialect)) {
    if (end - from >= size) {
      chunks.push(sql.slice(from, end));
      from = end;
    }
  }
  const rest = sql.slice(from);
  if (rest.trim() || chunks.length === 0) chunks.push(rest);
  else if (chunks.length) chunks[chunks.length - 1] += rest;
  return chunks;
}

function formatterOptions(options: SqlOptions): FormatOptionsWithLanguage {
  return {
    language: options.dialect,
    keywordCase: options.keywordCase,
    tabWidth: options.indent === '4' ? 4 : 2,
    useTabs: options.indent === 'tab',
  };
}

const POSITION = /\s*at line (\d+) column (\d+)\.?/;

function sqlError(err: unknown): CodeResult {
  const message = firstLine(errorMessage(err));
  const at = POSITION.exec(message);
  return {
    ok: false,
    error: {
      key: 'sql',
      message: message.replace(POSITION, '').trim() || message,
      ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}),
    },
  };
}

/**
 * Formats SQL with sql-formatter. Big inputs go chunk by chunk (reporting
 * progress); statements are separated by one blank line either way, so the
 * output is the same as formatting everything at once.
 */
export async function formatSql(sql: string, options: SqlOptions, onProgress?: ProgressFn): Promise<CodeResult> {
  const { format } = await import('sql-formatter');
  const config = formatterOptions(options);
  const chunks = sqlChunks(sql, options.dialect);
  onProgress?.(0);
  if (chunks.length > 1) {
    const parts: string[] = [];
    let done = 0;
    try {
      for (const chunk of chunks) {
        const formatted = format(chunk, config);
        if (formatted) parts.push(formatted);
        done += chunk.length;
        onProgress?.(done / sql.length);
      }
      return success(sql, parts.join('\n\n'));
    } catch {
      // Either a real syntax error or a chunk boundary the splitter got wrong:
      // the whole input gives the right answer and the right line numbers.
    }
  }
  try {
    const output = format(sql, config);
    onProgress?.(1);
    return success(sql, output);
  } catch (err) {
    return sqlError(err);
  }
}
