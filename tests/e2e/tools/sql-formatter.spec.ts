import { format } from 'sql-formatter';
import { MAX_GAP_MS } from '../large-text/rows';
import { test, expect, expectToast, setFieldValue } from '../fixtures';
import { fieldText, outputHead } from '../editor';
import type { Page } from '@playwright/test';
import { EXAMPLE_SQL } from '@src/tools/sql-formatter/logic';
import { download, errorToasts, maxGap, pasteGenerated, startAndCancel, toolActions } from './data-helpers';
import { a11yViolations, startMeasuredJob, useTheme, waitInPage } from './worker-tool-helpers';

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format SQL' });

const expected = (sql: string, options: { language?: string; keywordCase?: 'upper' | 'lower' | 'preserve'; tabWidth?: number; useTabs?: boolean } = {}) =>
  format(sql, { language: 'sql', keywordCase: 'upper', tabWidth: 2, useTabs: false, ...options } as Parameters<typeof format>[1]);

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/sql-formatter');
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Formatter' })).toBeVisible();
});

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
  const length = await pasteGenerated(
    input(page),
    (mb: number) => {
      const rows: string[] = [];
      let size = 0;
      for (let i = 0; size < mb * 1024 * 1024; i++) {
        const row = `insert into documents (id, title, body) values (${i}, 'Doc ${i} — café', '${'Lorem ipsum; dolor sit amet. '.repeat(3500)}');`;
        rows.push(row);
        size += row.length + 1;
      }
      return rows.join('\n');
    },
    10,
  );
  expect(length).toBeGreaterThan(10 * 1024 * 1024);
  await startMeasuredJob(page, formatButton(page));
  await waitInPage(page, '[data-sonner-toast]', 'SQL formatted');
  // Read before any Playwright polling: see worker-tool-helpers.
  expect(await maxGap(page), 'longest gap between animation frames (ms)').toBeLessThan(MAX_GAP_MS);
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

  // The input is kept after a cancel, whole, in the editor; a small one replaces it.
  await expect.poll(async () => (await fieldText(input(page))).length).toBeGreaterThan(1_000_000);
  await setFieldValue(input(page), 'select 1');
  await formatButton(page).click();
  await expect(output(page)).toHaveFieldValue('SELECT\n  1');
  await expect(errorToasts(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`output and error are accessible (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await toolActions(page).getByRole('button', { name: 'Load example' }).click();
    await expect(output(page)).toHaveFieldValue(expected(EXAMPLE_SQL));
    expect(await a11yViolations(page)).toEqual([]);
    await input(page).fill('select (1');
    await formatButton(page).click();
    await expect(page.getByTestId('tool-error')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
}
