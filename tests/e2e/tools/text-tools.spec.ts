import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { rowDetails, runRow, type ToolRow } from './page-steps';
import { expectClearEmptiesInputs, openTool } from './tool-steps';

/**
 * The line and text tools' own tests as rows: options, typed input, the action → output, toast and status line.
 * The example's result, Copy, Clear's result and the empty-input message are the contract's (contract/table.ts).
 */
interface TextTool {
  heading: string;
  /** The label of the text the tool works on. */
  input: string;
  cases: ToolRow[];
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const REMOVE = 'Remove duplicates';
const CLEAN = 'Clean whitespace';
const REPLACE = 'Replace all';
const SORT = 'Sort lines';
const SPACED = '  a\t\tb   c\u00A0\u00A0d  \n\n  e  ';
const UNSORTED = 'item10\nitem2\nbanana\nApple\nitem1\n\nbanana';

async function replaceMegabyte(page: Page): Promise<void> {
  await field(page, 'Input').fill('small text');
  // A megabyte through fill() hangs Chromium: set it the way a paste does.
  await field(page, 'Find').evaluate((el, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, 'x'.repeat(1_000_000));
  await page.getByRole('button', { name: REPLACE }).click();
  const noMatch = page.locator('[data-sonner-toast]').filter({ hasText: 'No matches found' });
  await expect(page.getByTestId('tool-error').or(noMatch).first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Case sensitive').check();
  await page.getByRole('button', { name: REPLACE }).click();
  await expectToast(page, 'No matches found');
}

async function convertHostileHtml(page: Page): Promise<void> {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await field(page, 'HTML').fill(
    '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<iframe src="x" onload="window.__pwned=1"></iframe><link rel="stylesheet" href="x">' +
      '<p>Safe <b>text</b></p><svg onload="window.__pwned=1"></svg>',
  );
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue('Safe text');
  // Give any (wrongly) scheduled load or error handler time to fire before checking.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(requests.filter((url) => /\/x(?:$|[?#])/.test(url))).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

const TOOLS: Record<string, TextTool> = {
  'duplicate-remover': {
    heading: 'Duplicate Line Remover',
    input: 'Input',
    cases: [
      {
        title: 'load example reports the duplicate and empty lines it removed',
        steps: [{ press: 'Load example', status: { has: 'Removed 2 duplicate lines', contains: '2 empty lines removed' } }],
      },
      {
        title: 'options: defaults, case, empty lines, trimming',
        steps: [
          { checked: ['Remove empty lines', 'Case sensitive', 'Trim lines before comparing'] },
          { fill: { Input: 'Red\nred\n\n  Red  \nblue\n\nblue' }, press: REMOVE, output: 'Red\nred\nblue', toast: 'Removed 2 duplicate lines' },
          { uncheck: 'Case sensitive', press: REMOVE, output: 'Red\nblue', toast: 'Removed 3 duplicate lines' },
          { uncheck: 'Remove empty lines', press: REMOVE, output: 'Red\n\nblue\n' },
          { uncheck: 'Trim lines before comparing', press: REMOVE, output: 'Red\n\n  Red  \nblue\n' },
        ],
      },
      {
        title: 'a single duplicate uses the singular',
        steps: [{ fill: { Input: 'a\na' }, press: REMOVE, status: { has: 'Removed', text: 'Removed 1 duplicate line' } }],
      },
    ],
  },

  'whitespace-remover': {
    heading: 'Whitespace Remover',
    input: 'Input',
    cases: [
      {
        title: 'load example reports how many characters it removed',
        steps: [{ press: 'Load example', status: { has: 'Removed', text: 'Removed 33 characters' } }],
      },
      {
        title: 'each option does its own job',
        steps: [
          { checked: ['Remove extra spaces', 'Remove tabs', 'Trim lines'], unchecked: ['Remove line breaks'] },
          { fill: { Input: SPACED }, press: CLEAN, output: 'a b c d\n\ne', toast: 'Removed 12 characters' },
          { check: 'Remove line breaks', press: CLEAN, output: 'a b c d e' },
          { uncheck: ['Remove line breaks', 'Trim lines'], press: CLEAN, output: ' a b c d \n\n e ' },
          { uncheck: 'Remove extra spaces', press: CLEAN, output: '  a  b   c\u00A0\u00A0d  \n\n  e  ' },
          { uncheck: 'Remove tabs', press: CLEAN, output: SPACED, status: { has: 'Removed', text: 'Removed 0 characters' } },
        ],
      },
    ],
  },

  'text-replacer': {
    heading: 'Find and Replace',
    input: 'Input',
    cases: [
      {
        title: 'load example fills find and replace, and counts the replacements',
        steps: [{ press: 'Load example', fields: { Find: 'order', 'Replace with': 'purchase' }, status: { has: 'replacement', text: '3 replacements' } }],
      },
      {
        title: 'an empty find is refused with a message',
        steps: [{ fill: { Input: 'hello world' }, press: REPLACE, toast: 'Please enter text to find', output: '' }],
      },
      {
        title: 'plain mode is literal and case-insensitive unless asked',
        steps: [
          {
            fill: { Input: 'Price: $5.00 (approx.) price: $5.00', Find: '$5.00', 'Replace with': '$&' },
            press: REPLACE, output: 'Price: $& (approx.) price: $&', toast: '2 replacements',
          },
          { fill: { Find: 'PRICE', 'Replace with': 'Cost' }, press: REPLACE, output: 'Cost: $5.00 (approx.) Cost: $5.00' },
          {
            check: 'Case sensitive', fill: { Find: 'price' }, press: REPLACE,
            output: 'Price: $5.00 (approx.) Cost: $5.00', status: { has: 'replacement', text: '1 replacement' },
          },
        ],
      },
      {
        title: 'no match says so',
        steps: [{ fill: { Input: 'abc', Find: 'xyz' }, press: REPLACE, toast: 'No matches found', output: 'abc' }],
      },
      {
        title: 'regex mode: groups, empty matches, invalid patterns',
        steps: [
          {
            check: 'Use regex', fill: { Input: '2024-05-17\n1999-12-31', Find: '(\\d{4})-(\\d{2})-(\\d{2})', 'Replace with': '$3/$2/$1' },
            press: REPLACE, output: '17/05/2024\n31/12/1999', status: { has: 'replacement', text: '2 replacements' },
          },
          // Matches the empty string everywhere: must finish and count every position.
          {
            fill: { Input: 'abc', Find: 'x*', 'Replace with': '-' }, press: REPLACE,
            output: '-a-b-c-', status: { has: 'replacement', text: '4 replacements' },
          },
          { fill: { Find: '(unclosed' }, press: REPLACE, toast: 'Invalid regex pattern', output: '-a-b-c-' },
        ],
      },
      { title: 'a 1 MB search string gives a result or a clear message, never an uncaught error', run: replaceMegabyte },
    ],
  },

  'text-sorter': {
    heading: 'Text Sorter',
    input: 'Input',
    cases: [
      {
        title: 'defaults: ascending, natural order, empty lines removed',
        steps: [{
          chosen: ['Ascending (A → Z)'], notChosen: ['Descending (Z → A)'],
          checked: ['Natural order', 'Remove empty lines'], unchecked: ['Remove duplicates', 'Trim lines'],
        }],
      },
      {
        title: 'order and options change the result',
        steps: [
          { fill: { Input: UNSORTED }, press: SORT, toast: 'Lines sorted: 6', output: 'Apple\nbanana\nbanana\nitem1\nitem2\nitem10' },
          { choose: 'Descending (Z → A)', press: SORT, output: 'item10\nitem2\nitem1\nbanana\nbanana\nApple' },
          { check: 'Remove duplicates', press: SORT, toast: 'Lines sorted: 5', output: 'item10\nitem2\nitem1\nbanana\nApple' },
          { choose: 'Ascending (A → Z)', uncheck: 'Natural order', press: SORT, output: 'Apple\nbanana\nitem1\nitem10\nitem2' },
          { uncheck: 'Remove empty lines', press: SORT, output: '\nApple\nbanana\nitem1\nitem10\nitem2' },
        ],
      },
      {
        title: 'trim lines',
        steps: [
          { fill: { Input: '  b\na\n  c  \n' }, press: SORT, output: '  b\n  c  \na' },
          { check: 'Trim lines', press: SORT, output: 'a\nb\nc' },
        ],
      },
    ],
  },

  'html-to-text': {
    heading: 'HTML to Text',
    input: 'HTML',
    cases: [
      {
        title: 'converting shows the stock message; blocks, lists, entities and tables',
        steps: [{
          fill: {
            HTML: '<h2>Menu</h2><p>Fish &amp; chips&nbsp;— <em>fresh</em>\n   daily</p><ol start="3"><li>Tea</li><li>Coffee</li></ol>' +
              '<table><tr><td>Tea</td><td>2 €</td></tr></table><style>p { color: red }</style>',
          },
          press: 'Convert', toast: 'Text converted!', output: 'Menu\n\nFish & chips — fresh daily\n\n3. Tea\n4. Coffee\n\nTea\t2 €',
        }],
      },
      { title: 'hostile HTML runs no script and loads nothing', run: convertHostileHtml },
    ],
  },
};

for (const [tool, { heading, input, cases }] of Object.entries(TOOLS)) {
  const clear: ToolRow = { title: 'clear empties the input', run: (page) => expectClearEmptiesInputs(page, field(page, input)) };
  test.describe(tool, () => {
    test.beforeEach(({ page }) => openTool(page, tool, heading));
    for (const row of [clear, ...cases]) test(`${tool}: ${row.title}`, rowDetails(row), ({ page }) => runRow(page, row));
  });
}
