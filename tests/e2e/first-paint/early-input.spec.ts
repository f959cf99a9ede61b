import { test, expect } from '../fixtures';
import { readToolIds } from '../shell/helpers';
import { actEarly, earlyReport, slowCpu, untilLive, type Moment } from './kit';

/**
 * Live from the first paint (issue 16): on a cheap phone (4× slower CPU) a prerendered page is painted well before
 * React is live. A visitor who pastes or autofills at once must not lose it: once live, the field still holds the
 * value and the tool's state has it (Clear empties it; the result shows it). Once at the first painted <h1>, once at
 * the instant <html data-app-ready> appears (which must mean the tool itself is live, not only the layout).
 */
const FIELD = ['textarea', 'input[type="text"]', 'input:not([type])', 'input[type="number"]', 'input[type="search"]', 'input[type="url"]', 'input[type="email"]', 'input[type="password"]']
  .map((s) => `#root main ${s}`)
  .join(', ');

/** Tools without a text field (their inputs are buttons, sliders, pickers or files): the specs below cover those kinds. */
const NO_TEXT_FIELD = new Set([
  'stopwatch-timer', 'pomodoro-timer', 'image-compressor', 'image-resizer', 'uuid-generator', 'password-generator',
  'lorem-ipsum', 'color-picker', 'color-gradient-generator', 'age-calculator', 'date-calculator',
  'pdf-merge', 'pdf-organize', 'images-to-pdf',
]);

const clearButton = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Clear', exact: true });

for (const id of readToolIds().filter((tool) => !NO_TEXT_FIELD.has(tool))) {
  for (const moment of ['heading', 'ready'] as const satisfies Moment[]) {
    test(`${id}: a value set the instant ${moment === 'heading' ? 'the heading paints' : 'data-app-ready appears'} is kept`, async ({ page }) => {
      await actEarly(page, { moment, fields: [{ selector: FIELD, value: null }], press: null });
      const cpu = await slowCpu(page);
      await page.goto(`/tools/${id}`, { waitUntil: 'commit' });
      await untilLive(page);
      await cpu(1);
      const report = await earlyReport(page);
      expect(report.acted, 'the page-side script found a text field and acted').toBe(true);
      if (moment === 'heading') expect(report.wasLive, 'it acted before the page was live').toBe(false);
      const { id: fieldId, value } = report.set[0]!;
      const field = page.locator(`[id="${fieldId}"]`);
      await expect(field).toHaveFieldValue(value);
      if (await clearButton(page).count()) {
        await clearButton(page).click();
        await expect(field, 'Clear reached the value: it was in the tool state').not.toHaveFieldValue(value);
      }
    });
  }
}

test('a calculator computes from number fields filled before it was live', async ({ page }) => {
  await page.goto('/tools/loan-calculator');
  const ids = await page.evaluate(() => Array.from(document.querySelectorAll('#root main input[inputmode], #root main input[type="number"]')).map((i) => `#${CSS.escape(i.id)}`));
  expect(ids.length).toBeGreaterThanOrEqual(3);
  await actEarly(page, {
    moment: 'heading',
    fields: [{ selector: ids[0]!, value: '200000' }, { selector: ids[1]!, value: '6' }, { selector: ids[2]!, value: '30' }],
    press: null,
  });
  const cpu = await slowCpu(page);
  await page.goto('/tools/loan-calculator', { waitUntil: 'commit' });
  await untilLive(page);
  await cpu(1);
  expect((await earlyReport(page)).wasLive).toBe(false);
  // 200 000 at 6 % over 30 years: 1,199.10 a month.
  await expect(page.getByTestId('result-payment')).toContainText('1,199.10');
});

test('an action pressed before the page is live runs once it is: json-formatter formats what was pasted', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  // The field's id: the textarea's, kept by the editor that takes it over once the page is live (either may be there).
  const id = await page.locator('#root main textarea, #root main .cm-content').first().getAttribute('id');
  await actEarly(page, { moment: 'heading', fields: [{ selector: `#${id}`, value: '{"b":1,"a":[true,null]}' }], press: 'Format' });
  const cpu = await slowCpu(page);
  await page.goto('/tools/json-formatter', { waitUntil: 'commit' });
  await untilLive(page);
  await cpu(1);
  const report = await earlyReport(page);
  expect(report.wasLive).toBe(false);
  expect(report.pressed).toBe(true);
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('{\n  "b": 1,\n  "a": [\n    true,\n    null\n  ]\n}');
});
