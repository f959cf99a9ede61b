import type { CodeError } from '../../lib/jobs/code';

// The menus are drawn from the operation's schema (SQL_FORMAT_OPTIONS): these are its dialects and defaults.
export { DEFAULT_SQL_OPTIONS as DEFAULT_OPTIONS, SQL_DIALECTS as DIALECTS } from '@workers/code/sqlOptions';

export const EXAMPLE_SQL =
  "select c.id, c.name, count(o.id) as order_count, sum(o.total) as revenue from customers c left join orders o on o.customer_id = c.id where c.country = 'ES' and o.created_at >= '2024-01-01' group by c.id, c.name having count(o.id) > 2 order by revenue desc limit 10;";

/** The options a translated error message needs: the library's detail, with the position when known. */
export function errorParams(error: CodeError): { key: 'errorAt' | 'error'; values: Record<string, string | number> } {
  if (error.line !== undefined && error.column !== undefined) {
    return { key: 'errorAt', values: { line: error.line, column: error.column, detail: error.message } };
  }
  return { key: 'error', values: { detail: error.message } };
}

/** True when the text has no visible character; stops at the first one instead of copying megabytes like trim(). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
