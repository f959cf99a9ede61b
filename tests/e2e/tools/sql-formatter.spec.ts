import { format } from 'sql-formatter';
import { test, expect, expectToast } from '../fixtures';
import { fieldText, outputHead } from '../editor';
import type { Page } from '@playwright/test';
import { EXAMPLE_SQL } from '@src/tools/sql-formatter/logic';
import { download, pasteGenerated, startAndCancel, toolActions } from './data-helpers';
import { openTool } from './tool-steps';
import { expectAccessibleStates, expectKeptThenNext, expectResponsiveJob } from './worker-jobs';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format SQL' });

const expected = (sql: string, options: { language?: string; keywordCase?: 'upper' | 'lower' | 'preserve'; tabWidth?: number; useTabs?: boolean } = {}) =>
  format(sql, { language: 'sql', keywordCase: 'upper', tabWidth: 2, useTabs: false, ...options } as Parameters<typeof format>[1]);

test.beforeEach(({ page }) => openTool(page, 'sql-formatter', 'SQL Formatter'));

test('load example says it is formatted; download saves formatted.sql', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveFieldValue(EXAMPLE_SQL);
  await expectToast(page, 'SQL formatted');

  const file = await download(page);
  expect(file.name).toBe('formatted.sql');
  expect(file.text).toBe(expected(EXAMPLE_SQL));
});

test('blank input asks for the code', async ({ page }) => {
  await input(page).fill('   \n ');
  await formatButton(page).click();
  await expectToast(page, 'Please enter the code first');
  await expect(output(page)).toHaveFieldValue('');
});

test('invalid SQL: the error names line and column, the input stays', async ({ page }) => {
  const bad = 'select a from t where (x = 1\nand y = ';
  await input(page).fill(bad);
  await formatButton(page).click();
  const message = 'Error formatting SQL (line 2, column 9): Parse error at token: «EOF»';
  await expectToast(page, message);
  await expect(page.getByTestId('tool-error').locator('p').first()).toHaveText(message);
  await expect(input(page)).toHaveFieldValue(bad);
  await expect(output(page)).toHaveFieldValue('');

  await input(page).fill('select 1');
  await formatButton(page).click();
  await expect(output(page)).toHaveFieldValue('SELECT\n  1');
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
});

test('keyword case, indentation and dialect change the shown result', async ({ page }) => {
  const sql = 'select a, `b` From t where x = 1';
  await input(page).fill(sql);
  await formatButton(page).click();
  await expect(output(page)).toHaveFieldValue(expected(sql));

  await page.getByLabel('Keyword case').selectOption({ label: 'lowercase' });
  await expect(output(page)).toHaveFieldValue(expected(sql, { keywordCase: 'lower' }));
  await page.getByLabel('Keyword case').selectOption({ label: 'Keep as written' });
  await expect(output(page)).toHaveFieldValue(expected(sql, { keywordCase: 'preserve' }));

  await page.getByLabel('Indentation').selectOption({ label: '4 spaces' });
  await expect(output(page)).toHaveFieldValue(expected(sql, { keywordCase: 'preserve', tabWidth: 4 }));
  await page.getByLabel('Indentation').selectOption({ label: 'Tab' });
  await expect(output(page)).toHaveFieldValue(expected(sql, { keywordCase: 'preserve', useTabs: true }));

  const dialect = page.getByLabel('SQL dialect');
  for (const label of ['Standard SQL', 'MySQL', 'PostgreSQL', 'SQLite', 'Google BigQuery', 'SQL Server (T-SQL)', 'Oracle PL/SQL']) {
    await expect(dialect.locator('option', { hasText: label })).toHaveCount(1);
  }
  await dialect.selectOption({ label: 'MySQL' });
  await expect(output(page)).toHaveFieldValue(expected(sql, { language: 'mysql', keywordCase: 'preserve', useTabs: true }));
  expect(await fieldText(output(page))).toContain('`b`');
});

test('10 MB dump formats while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000);
  // A realistic shape for a big dump: many INSERTs whose bulk is in text values.
  await expectResponsiveJob(page, {
    input: input(page), button: formatButton(page), toast: 'SQL formatted', arg: 10,
    generate: (mb: number) => {
      const rows: string[] = [];
      let size = 0;
      for (let i = 0; size < mb * 1024 * 1024; i++) {
        const row = `insert into documents (id, title, body) values (${i}, 'Doc ${i} — café', '${'Lorem ipsum; dolor sit amet. '.repeat(3500)}');`;
        rows.push(row);
        size += row.length + 1;
      }
      return rows.join('\n');
    },
  });
  const shown = await outputHead(page, 200);
  expect(shown.length, 'the whole result is in the field').toBeGreaterThan(1_000_000);
  expect(shown.head.startsWith("INSERT INTO\n  documents (id, title, body)\nVALUES\n  (\n    0,\n    'Doc 0 — café',")).toBe(true);
});

test('cancel stops a running format without an error; the next one works', async ({ page }) => {
  test.setTimeout(120_000);
  // About 1 MB of ordinary statements: several seconds of sql-formatter work, in chunks.
  await pasteGenerated(
    input(page),
    (n: number) =>
      Array.from({ length: n }, (_, i) =>
        `select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.id > ${i} group by u.id, u.name order by orders desc;`,
      ).join('\n'),
    7000,
  );
  await startAndCancel(page, formatButton(page), 'Formatting SQL…', output(page));

  await expectKeptThenNext(input(page), formatButton(page), output(page), 'select 1', 'SELECT\n  1');
});

for (const theme of ['light', 'dark'] as const) {
  test(`output and error are accessible (${theme})`, ({ page }) => expectAccessibleStates(page, theme, [
    async () => {
      await toolActions(page).getByRole('button', { name: 'Load example' }).click();
      await expect(output(page)).toHaveFieldValue(expected(EXAMPLE_SQL));
    },
    async () => {
      await input(page).fill('select (1');
      await formatButton(page).click();
      await expect(page.getByTestId('tool-error')).toBeVisible();
    },
  ]));
}
