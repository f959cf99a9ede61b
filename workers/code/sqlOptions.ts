import type { SqlLanguage } from 'sql-formatter';
import type { JsonIndent } from '../data/json';
import { choice } from '../ops/optionSpec';

/** The SQL formatter's choices, apart from the formatter (the operation registry lists them on the main thread). */
export const SQL_DIALECTS = [
  'sql', 'mysql', 'mariadb', 'postgresql', 'sqlite', 'bigquery', 'transactsql', 'plsql', 'snowflake', 'redshift', 'spark',
] as const satisfies readonly SqlLanguage[];
export type SqlDialect = (typeof SQL_DIALECTS)[number];
export type KeywordCase = 'upper' | 'lower' | 'preserve';
/** Two or four spaces, or a tab: the JSON formatter's choices. */
export type SqlIndent = JsonIndent;

export interface SqlOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indent: SqlIndent;
}

export const DEFAULT_SQL_OPTIONS: SqlOptions = { dialect: 'sql', keywordCase: 'upper', indent: '2' };

/** The options of its operation, for the recipe step and the tool page alike (workers/ops/optionSpec.ts). */
export const SQL_FORMAT_OPTIONS = [
  choice('dialect', 'options.dialect', SQL_DIALECTS, DEFAULT_SQL_OPTIONS.dialect, 'choices.dialect'),
  choice('keywordCase', 'options.keywordCase', ['upper', 'lower', 'preserve'], DEFAULT_SQL_OPTIONS.keywordCase, 'choices.keywordCase'),
  choice('indent', 'options.indent', ['2', '4', 'tab'], DEFAULT_SQL_OPTIONS.indent, 'choices.indent'),
] as const;
