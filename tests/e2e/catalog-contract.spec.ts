import type { Locator, Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from './fixtures';
import { readToolIds } from './shell/helpers';
import { CONTRACTS } from './contract/table';

/**
 * The stock contract of every tool, as a table over the catalogue (the way CyberChef keeps
 * its operations' tests): Load example → result, Copy → clipboard, Clear → empty, and the
 * empty-input message. Rows live in contract/table.ts.
 */
const TOOL_IDS = readToolIds();

const actions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });
const defaultOutput = (page: Page) => page.getByTestId('tool-output');

/** The text a result shows: a field's value, or an element's text; '' when it is gone. */
async function shown(target: Locator): Promise<string> {
  if ((await target.count()) === 0) return '';
  return target.first().evaluate((el) =>
    el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.value : (el.textContent ?? '').trim(),
  );
}

/** Whether the result is a text field (whose whole value Copy must copy). */
async function isField(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.first().evaluate((el) => el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement);
}

function matches(value: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? value === expected : expected.test(value);
}

test('every catalogued tool has a contract row, and every row a tool', () => {
  expect(TOOL_IDS.filter((id) => !(id in CONTRACTS)), 'tools without a row').toEqual([]);
  expect(Object.keys(CONTRACTS).filter((id) => !TOOL_IDS.includes(id)), 'rows without a tool').toEqual([]);
});

for (const id of TOOL_IDS) {
  const row = CONTRACTS[id];
  if (!row) continue;
  const output = row.output ?? defaultOutput;

  test.describe(`contract: ${id}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/tools/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('load example → result; copy → clipboard', async ({ page }) => {
      await actions(page).getByRole('button', { name: 'Load example' }).click();
      await expectToast(page, 'Example loaded');
      await expect.poll(() => shown(output(page)).then((v) => matches(v, row.example) || v), { timeout: 15_000 }).toBe(true);
      const copied = row.copied === undefined ? row.example : row.copied;
      if (copied === null) return;
      await actions(page).getByRole('button', { name: 'Copy' }).click();
      await expectToast(page, 'Copied to clipboard!');
      const clip = await readClipboard(page);
      expect(matches(clip, copied), `clipboard: ${clip.slice(0, 200)}`).toBe(true);
      if (await isField(output(page))) expect(clip, 'Copy copies what the result field shows').toBe(await shown(output(page)));
    });

    if (row.cleared !== null) {
      test('clear empties the result', async ({ page }) => {
        await actions(page).getByRole('button', { name: 'Load example' }).click();
        await expect.poll(() => shown(output(page)).then((v) => matches(v, row.example)), { timeout: 15_000 }).toBe(true);
        await actions(page).getByRole('button', { name: 'Clear', exact: true }).click();
        await expectToast(page, row.cleared ?? 'Text cleared');
        await expect.poll(() => shown(output(page))).toBe(row.clearedOutput ?? '');
      });
    }

    const empty = row.empty;
    if (empty) {
      test(`nothing entered: "${empty.message}"`, async ({ page }) => {
        await page.getByRole('button', { name: empty.action, exact: true }).first().click();
        await expect(page.getByText(empty.message, { exact: true }).first()).toBeVisible();
      });
    }
  });
}
