import type { Locator, Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast } from './fixtures';
import { readToolIds } from './shell/helpers';
import { CONTRACTS } from './contract/table';
import { NETWORK_TOOLS, pressPrimary, recordOffsite } from './contract/privacy';
import { expectNoSeriousAxeInThemes } from './axe';
import { fieldText } from './editor';

/**
 * The stock contract of every tool, as a table over the catalogue (the way CyberChef keeps
 * its operations' tests): no serious or critical WCAG A/AA violation in the tool (light and dark),
 * the empty-input message, Load example → result, Copy → clipboard, no request off the site
 * (local tools), Clear → empty. Rows live in contract/table.ts.
 * One page per tool, the checks as steps: a page load is most of a test's cost.
 */
const TOOL_IDS = readToolIds();

const actions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });
const defaultOutput = (page: Page) => page.getByTestId('tool-output');
/** The tool card (the action bar's parent) and its first editable text area (a textarea, or the code editor). */
const toolCard = (page: Page) => actions(page).locator('xpath=..');
const defaultInput = (page: Page) =>
  toolCard(page).locator('textarea:not([readonly]), .cm-content[contenteditable="true"]:not([aria-readonly="true"])').first();
/** Actions that only hand the result on: pressing them computes nothing. */
const HAND_ON = new Set(['Copy', 'Download', 'Download PNG']);

/**
 * The text a result shows: a field's value, the editor's whole text, or an element's text; '' when it is gone. One
 * look (evaluateAll does not wait): a count() then evaluate() could see the element and then wait for it after a
 * re-render had removed it.
 */
const shown = fieldText;

/** Whether the result is a text field or the editor (whose whole text Copy must copy). */
async function isField(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els[0] instanceof HTMLTextAreaElement || els[0] instanceof HTMLInputElement || !!els[0]?.querySelector('.cm-editor'));
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
  const local = !NETWORK_TOOLS.has(id);

  test(`contract: ${id}`, async ({ page, context, baseURL }) => {
    // Eight steps on one page, two axe audits among them: the largest tool (http-status-codes) took 20 s on a loaded run.
    test.setTimeout(60_000);
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const offsite = local ? recordOffsite(context, origin) : [];
    await page.goto(`/tools/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('accessibility: no serious or critical WCAG A/AA violation in <main>, light and dark', async () => {
      await expectNoSeriousAxeInThemes(page, ['main'], `/tools/${id}`);
    });

    const empty = row.empty;
    if (empty && 'waits' in empty) {
      await test.step(`nothing entered: "${empty.waits}" waits for a result: "${empty.hint}"`, async () => {
        const button = page.getByRole('button', { name: empty.waits, exact: true }).first();
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(empty.hint);
      });
    } else if (empty) {
      await test.step(`nothing entered: "${empty.message}"`, async () => {
        await page.getByRole('button', { name: empty.action, exact: true }).first().click();
        await expect(page.getByText(empty.message, { exact: true }).first()).toBeVisible();
      });
    }

    await test.step('load example → result; copy → clipboard', async () => {
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

    if (local) {
      await test.step('privacy: the example and the primary action send nothing off the site', async () => {
        await page.waitForLoadState('networkidle');
        const pressed = await pressPrimary(page);
        // Let whatever the action started (workers, lazy chunks, images) run and settle.
        await page.waitForTimeout(300);
        await page.waitForLoadState('networkidle');
        expect(offsite, `${id}${pressed ? ` (after pressing "${pressed}")` : ''} sent requests off ${origin}`).toEqual([]);
      });
    }

    if (row.cleared !== null) {
      await test.step('clear empties the result', async () => {
        await actions(page).getByRole('button', { name: 'Clear', exact: true }).click();
        await expectToast(page, row.cleared ?? 'Text cleared');
        await expect.poll(() => shown(output(page))).toBe(row.clearedOutput ?? '');
      });
    }

    const stale = row.stale;
    if (stale !== null) {
      const action = stale?.action !== undefined ? stale.action : row.empty && 'action' in row.empty && !HAND_ON.has(row.empty.action) ? row.empty.action : null;
      const expected = stale?.expected ?? row.clearedOutput ?? '';
      await test.step(`no stale result: the input emptied${action ? ` and "${action}" pressed` : ''} shows "${expected}"`, async () => {
        await actions(page).getByRole('button', { name: 'Load example' }).click();
        await expect.poll(() => shown(output(page)).then((v) => matches(v, row.example) || v), { timeout: 15_000 }).toBe(true);
        const fields = await (stale?.input ?? defaultInput)(page).all();
        expect(fields.length, 'an input to empty').toBeGreaterThan(0);
        for (const field of fields) await field.fill('');
        if (action) await page.getByRole('button', { name: action, exact: true }).first().click();
        await expect.poll(() => shown(output(page)), { message: 'the previous result is still presented' }).toBe(expected);
      });
    }
  });
}
