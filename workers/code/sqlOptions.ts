import type { SqlLanguage } from 'sql-formatter';

/** The SQL formatter's choices, apart from the formatter (the operation registry lists them on the main thread). */
export const SQL_DIALECTS = [
  'sql', 'mysql', 'mariadb', 'postgresql', 'sqlite', 'bigquery', 'transactsql', 'plsql', 'snowflake', 'redshift', 'spark',
] as const satisfies readonly SqlLanguage[];
export type SqlDialect = (typeof SQL_DIALECTS)[number];
export type KeywordCase = 'upper' | 'lower' | 'preserve';
export type SqlIndent = '2' | '4' | 'tab';

export interface SqlOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indent: SqlIndent;
}

export const DEFAULT_SQL_OPTIONS: SqlOptions = { dialect: 'sql', keywordCase: 'upper', indent: '2' };
