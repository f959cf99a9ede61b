import type { Page } from '@playwright/test';
import { test, expect, readClipboard, expectToast, setFieldValue } from '../fixtures';
import { waitForEditor } from '../editor';

/**
 * The JSON tree beside a JSON result (json-formatter, xml-to-json, csv-to-json): expand and collapse, copy a node's
 * path and value, search keys and values with next/previous, and the ARIA tree's keyboard.
 */
const tree = (page: Page) => page.getByRole('tree', { name: 'JSON tree' });
const items = (page: Page) => tree(page).getByRole('treeitem');
const active = (page: Page) => tree(page).locator('[role="treeitem"][aria-selected="true"]');

const DOC = '{"name": "Ada", "born": 1815, "exact": 12345678901234567890, "languages": ["English", "French"], "address": {"city": "London", "zip": null}}';

async function showTree(page: Page): Promise<void> {
  await page.goto('/tools/json-formatter');
  const input = await waitForEditor(page, 'JSON input');
  await setFieldValue(input, DOC);
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue(/"London"/);
  await page.getByRole('tab', { name: 'Tree' }).click();
  await expect(tree(page)).toBeVisible();
}

test('the tree opens at the root’s members; expand all and collapse all', async ({ page }) => {
  await showTree(page);
  // The root and its five members; numbers exactly as written.
  await expect(items(page)).toHaveCount(6);
  await expect(items(page).nth(3)).toContainText('"exact":12345678901234567890');
  await expect(page.getByTestId('json-tree-count')).toHaveText('10 nodes');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(items(page)).toHaveCount(10);
  await expect(tree(page).getByRole('treeitem', { name: /"city"/ })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(items(page)).toHaveCount(6);
  // The text view is still there, as it was.
  await page.getByRole('tab', { name: 'Text' }).click();
  await expect(page.getByTestId('tool-output')).toHaveFieldValue(/"exact": 12345678901234567890/);
});

test('keyboard: arrows move and open, Left goes back to the parent, Enter toggles; copy path and value', async ({ page }) => {
  await showTree(page);
  await tree(page).focus();
  await expect(active(page)).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('End'); // address
  await expect(active(page)).toContainText('"address"');
  await expect(active(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight'); // opens it
  await expect(active(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight'); // to its first child
  await expect(active(page)).toContainText('"city":"London"');
  await expect(active(page)).toHaveAttribute('aria-level', '3');
  await page.getByRole('button', { name: 'Copy path' }).click();
  await expectToast(page, 'Path copied');
  expect(await readClipboard(page)).toBe('$.address.city');
  await page.getByRole('button', { name: 'Copy value' }).click();
  await expectToast(page, 'Value copied');
  expect(await readClipboard(page)).toBe('"London"');
  await tree(page).focus();
  await page.keyboard.press('ArrowLeft'); // a leaf: back to its parent
  await expect(active(page)).toContainText('"address"');
  await page.keyboard.press('Enter'); // closes it
  await expect(active(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(active(page)).toContainText('0:"English"');
  await page.getByRole('button', { name: 'Copy path' }).click();
  expect(await readClipboard(page)).toBe('$.languages[0]');
});

test('search finds keys and values, next and previous cycle through the hits', async ({ page }) => {
  await showTree(page);
  const search = page.getByRole('searchbox', { name: 'Search keys and values' });
  await search.fill('n');
  // "name", "born", "London", null… every key or value containing "n", opened to be seen.
  await expect(page.getByTestId('json-tree-hits')).toHaveText(/^1 of \d+$/);
  const total = Number((await page.getByTestId('json-tree-hits').innerText()).split(' of ')[1]);
  expect(total).toBe(7);
  const first = await active(page).innerText();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('json-tree-hits')).toHaveText(`2 of ${total}`);
  await expect(active(page)).not.toHaveText(first);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByTestId('json-tree-hits')).toHaveText(`1 of ${total}`);
  await search.fill('London');
  await expect(page.getByTestId('json-tree-hits')).toHaveText('1 of 1');
  await expect(active(page)).toContainText('"city":"London"');
  await search.fill('nothing like this');
  await expect(page.getByTestId('json-tree-hits')).toHaveText('No match');
});

test('xml-to-json and csv-to-json show their result as a tree too', async ({ page }) => {
  for (const id of ['xml-to-json', 'csv-to-json']) {
    await page.goto(`/tools/${id}`);
    await page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name: 'Load example' }).click();
    await expect(page.getByTestId('tool-output')).toHaveFieldValue(/\S/);
    await page.getByRole('tab', { name: 'Tree' }).click();
    await expect(items(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => items(page).count()).toBeGreaterThan(3);
  }
});
