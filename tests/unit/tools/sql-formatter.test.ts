import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SQL_OPTIONS, formatSql, sqlChunks, statementEnds, SQL_DIALECTS, type SqlDialect, type SqlOptions,
} from '@workers/code/sql';
import { DEFAULT_OPTIONS, DIALECTS, errorParams, EXAMPLE_SQL } from '@src/tools/sql-formatter/logic';

const opts = (patch: Partial<SqlOptions> = {}): SqlOptions => ({ ...DEFAULT_SQL_OPTIONS, ...patch });

async function ok(sql: string, options: SqlOptions = opts()): Promise<string> {
  const r = await formatSql(sql, options);
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.output;
}

describe('formatSql: options', () => {
  it.each([
    [opts(), 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1'],
    [opts({ keywordCase: 'lower' }), 'select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1'],
    [opts({ keywordCase: 'preserve' }), 'select\n  a,\n  b\nFrom\n  t\nWHERE\n  x = 1'],
    [opts({ indent: '4' }), 'SELECT\n    a,\n    b\nFROM\n    t\nWHERE\n    x = 1'],
    [opts({ indent: 'tab' }), 'SELECT\n\ta,\n\tb\nFROM\n\tt\nWHERE\n\tx = 1'],
  ])('%j', async (options, expected) => {
    expect(await ok('select a, b From t WHERE x = 1', options)).toBe(expected);
  });

  it('reports sizes in UTF-8 bytes', async () => {
    const r = await formatSql("select 'é'", opts());
    expect(r.ok && [r.inputBytes, r.outputBytes]).toEqual([11, 13]);
  });

  it('the UI offers exactly the dialects the worker accepts, at least the required ones', () => {
    expect([...DIALECTS]).toEqual([...SQL_DIALECTS]);
    for (const d of ['sql', 'mysql', 'postgresql', 'sqlite', 'bigquery', 'transactsql', 'plsql']) expect(DIALECTS).toContain(d);
    expect(DEFAULT_OPTIONS).toEqual(DEFAULT_SQL_OPTIONS);
  });
});

describe('formatSql: dialects and awkward input', () => {
  it.each([
    ['mysql', 'select `order`.`id` from `order` where `note` = "a;b"', 'SELECT\n  `order`.`id`\nFROM\n  `order`\nWHERE\n  `note` = "a;b"'],
    ['postgresql', 'select id::text, $$a;b$$ from t', 'SELECT\n  id::text,\n  $$a;b$$\nFROM\n  t'],
    ['transactsql', 'select top 5 [first name] from [dbo].[people]', 'SELECT\n  TOP 5 [first name]\nFROM\n  [dbo].[people]'],
    ['bigquery', 'select * from `project.dataset.table` where ts > @start', 'SELECT\n  *\nFROM\n  `project.dataset.table`\nWHERE\n  ts > @start'],
    ['sqlite', 'select "a", [b] from t limit 1', 'SELECT\n  "a",\n  [b]\nFROM\n  t\nLIMIT\n  1'],
    ['plsql', 'select ename from emp where rownum <= 3', 'SELECT\n  ename\nFROM\n  emp\nWHERE\n  rownum <= 3'],
    ['sql', "select 'café 你好 🎉' as greeting", "SELECT\n  'café 你好 🎉' AS greeting"],
    ['sql', 'select 1;\r\nselect 2;', 'SELECT\n  1;\n\nSELECT\n  2;'],
    ['sql', '\uFEFFselect 1', 'SELECT\n  1'],
    ['sql', '-- only a comment', '-- only a comment'],
  ] as const)('%s: %j', async (dialect, sql, expected) => {
    expect(await ok(sql, opts({ dialect }))).toBe(expected);
  });

  it('formats the example', async () => {
    const out = await ok(EXAMPLE_SQL);
    expect(out.startsWith('SELECT\n  c.id,\n  c.name,')).toBe(true);
    expect(out).toContain('LEFT JOIN orders o ON o.customer_id = c.id');
  });
});

describe('formatSql: errors', () => {
  it.each([
    ['select a from t where (x = 1\nand y = ', 'sql', 2, 9, 'Parse error at token: «EOF»'],
    ["select * from t where a = 'unterminated", 'mysql', 1, 27, 'Parse error: Unexpected "\'untermina"'],
    ['select [broken from t', 'transactsql', 1, 8, 'Parse error: Unexpected "[broken fr"'],
  ] as const)('%j (%s) → line %i, column %i', async (sql, dialect, line, column, message) => {
    const r = await formatSql(sql, opts({ dialect }));
    expect(r).toEqual({ ok: false, error: { key: 'sql', line, column, message } });
  });

  it('turns an error into translation parameters', () => {
    expect(errorParams({ key: 'sql', message: 'Boom', line: 2, column: 9 })).toEqual({ key: 'errorAt', values: { line: 2, column: 9, detail: 'Boom' } });
    expect(errorParams({ key: 'sql', message: 'Boom' })).toEqual({ key: 'error', values: { detail: 'Boom' } });
  });
});

describe('statement splitting for big inputs', () => {
  it.each([
    ['sql', 'a;\nb;\nc', [3, 6]],
    ['sql', 'a;b;\nc', [5]],
    ['sql', 'a; \nb', []],
    ['sql', 'a;\r\nb', [4]],
    ['sql', "x 'a;\nb';\nc", [10]],
    ['sql', "x 'it''s;\n';\nc", [13]],
    ['sql', 'x "a;\n";\nc', [9]],
    ['sql', 'x -- a;\n;\nb', [10]],
    ['sql', 'x /* a;\n */;\nb', [13]],
    ['mysql', "x 'a\\';\n';\nb", [11]],
    ['sql', "x 'a\\';\n';\nb", [8]],
    ['mysql', 'x # a;\n;\nb', [9]],
    ['mysql', 'x `a;\n`;\nb', [9]],
    ['postgresql', 'x $f$ a;\n $f$;\nb', [15]],
    ['postgresql', "x E'a\\';\n';\nb", [12]],
    ['transactsql', 'x [a;\n];\nb', [9]],
    ['bigquery', "x '''a;\n''';\nb", [13]],
  ] as const)('%s %j → %j', (dialect, sql, ends) => expect(statementEnds(sql, dialect as SqlDialect)).toEqual(ends));

  const statements = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      i % 4 === 0
        ? `select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.note = 'semi;\ncolon ${i}' group by u.id, u.name;`
        : i % 4 === 1
          ? `-- comment ${i}; with a semicolon\ninsert into orders (id, note) values (${i}, 'it''s ${i} ; ok');`
          : i % 4 === 2
            ? `/* block ${i};\n */ update users set name = "User ${i}" where id = ${i};`
            : `delete from sessions where expires_at < now() - interval '1 day';`,
    ).join('\n');

  it('cuts only at statement ends, into pieces of at least the chunk size', () => {
    const sql = statements(400);
    const chunks = sqlChunks(sql, 'sql', 4096);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(sql);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(4096);
      expect(chunk.endsWith(';\n')).toBe(true);
    }
  });

  it.each(['sql', 'mysql', 'postgresql'] as const)('chunked output equals formatting everything at once (%s), with progress', async (dialect) => {
    const sql = statements(700);
    expect(sql.length).toBeGreaterThan(64 * 1024);
    const seen: number[] = [];
    const r = await formatSql(sql, opts({ dialect }), (f) => seen.push(f));
    const whole = format(sql, { language: dialect, keywordCase: 'upper', tabWidth: 2, useTabs: false });
    const output = r.ok ? r.output : '';
    let firstDifference = 0;
    while (firstDifference < whole.length && output[firstDifference] === whole[firstDifference]) firstDifference++;
    expect(firstDifference, 'first differing character').toBe(whole.length);
    expect(output.length).toBe(whole.length);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
  }, 60_000);

  it('a syntax error deep in a big input reports its line in the whole input', async () => {
    const good = statements(300);
    const lines = good.split('\n').length;
    const r = await formatSql(`${good}\nselect (1;\n${good}`, opts());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(lines + 1);
  }, 60_000);
});

describe('formatSql: 1 MB', () => {
  it('formats a 1 MB dump whose bulk is a string value', async () => {
    const body = 'x'.repeat(1024 * 1024);
    const out = await ok(`insert into docs (id, body) values (1, '${body}');`);
    // Compared by parts: a failing toBe on a megabyte string would print all of it.
    expect(out.startsWith('INSERT INTO\n  docs (id, body)\nVALUES\n')).toBe(true);
    expect(out.includes(`'${body}'`)).toBe(true);
    expect(out.length - body.length).toBeLessThan(80);
  });
});
