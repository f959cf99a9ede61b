import { expectNoSeriousAxe } from '../axe';
import { test, expect } from '../fixtures';
import { EVERYDAY_CASES, PHONE_ROWS } from './calculator-cases';
import { expectFitsPhone, open, value } from './calculator-helpers';
import { FINANCE_CASES } from './finance-cases';
import { EXAMPLE_HASH, axeInTheme } from './finance-helpers';
import { runSteps, type StepKit } from './page-steps';

/** The calculators' tests as tables (calculator-cases.ts, finance-cases.ts); each tool's own spec keeps the rest. */
const kit = (tool: string): StepKit => ({ open: (page, query) => open(page, `/tools/${tool}${query}`) });

for (const [tool, cases] of Object.entries(EVERYDAY_CASES)) {
  for (const { title, steps } of cases) {
    test(`${tool}: ${title}`, async ({ page }) => runSteps(page, steps, kit(tool)));
  }
}

test.describe('finance', () => {
  // A chart, a schedule and a long form on one page: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  for (const [tool, cases] of Object.entries(FINANCE_CASES)) {
    for (const { title, steps } of cases) {
      test(`${tool}: ${title}`, async ({ page }) => runSteps(page, steps, kit(tool)));
    }
  }

  const AXE_ROWS = [
    { tool: 'interest-calculator', shows: 'with the chart' },
    { tool: 'investment-calculator', shows: 'with the chart' },
    { tool: 'credit-card-calculator', shows: 'with results' },
  ] as const;
  for (const { tool, shows } of AXE_ROWS) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${tool}: axe (${theme}) ${shows}`, async ({ page }) => {
        expect(await axeInTheme(page, theme, `/tools/${tool}${EXAMPLE_HASH[tool]}`)).toEqual([]);
      });
    }
  }
});

test('bmi-calculator: results, scale and messages pass axe in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  await runSteps(page, [
    { theme: 'dark', open: '#cm=175&kg=70', values: { bmi: '22.9' } },
    { click: 'Imperial (ft, in, lb)', fill: { Weight: 'abc' }, messages: { Weight: 'Please enter valid numbers' } },
  ], kit('bmi-calculator'));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await expectNoSeriousAxe(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const { tool, hash, key, expected } of PHONE_ROWS) {
    test(`${tool}: 375 px layout`, async ({ page }) => {
      await open(page, `/tools/${tool}${hash}`);
      await expect(value(page, key)).toHaveText(expected);
      await expectFitsPhone(page);
    });
  }
});
