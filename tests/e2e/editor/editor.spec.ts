import type { Locator, Page } from '@playwright/test';
import { test, expect, setFieldValue } from '../fixtures';
import { expectNoSeriousAxeInThemes } from '../axe';
import { fieldText, waitForEditor } from '../editor';
import { EDITOR_ROWS, type EditorRow } from './rows';

/**
 * The code editor on every page that has one, as a table (./rows.ts): it takes the field over once the page is
 * live, highlights its language, folds, marks a parser's error at its line and column with a "go to" link, finds
 * the third occurrence of a word, takes Chinese IME composition, and passes axe in light and dark. One page per row.
 */
const root = (field: Locator) => field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " cm-editor ")][1]');
const status = (field: Locator) => root(field).getByTestId('editor-status');

/** The character at a 1-based line and column (code points) of `text`, lines split as the editor splits them. */
function charAt(text: string, line: number, column: number): string {
  return [...text.split(/\r\n?|\n/)[line - 1]!][column - 1] ?? '';
}

async function open(page: Page, row: EditorRow): Promise<Locator> {
  await page.goto(`/tools/${row.id}`);
  await row.prepare?.(page);
  return waitForEditor(page, row.field);
}

for (const row of EDITOR_ROWS) {
  test(`editor: ${row.id} (${row.field})`, async ({ page }) => {
    test.setTimeout(60_000);
    const field = await open(page, row);

    await test.step(`highlighting: ${row.token ?? 'plain text'}`, async () => {
      await setFieldValue(field, row.sample);
      if (row.token) await expect(root(field).locator(`.cm-content .tok-${row.token}`).first()).toBeVisible();
      else await expect(root(field).locator('.cm-content [class*="tok-"]')).toHaveCount(0);
      await expect(status(field)).toContainText(`${row.sample.split('\n').length} lines`);
    });

    if (row.folds) {
      await test.step('fold the first block, then unfold it', async () => {
        await root(field).locator('.cm-foldGutter [title="Fold line"]').first().click();
        const placeholder = root(field).locator('.cm-foldPlaceholder');
        await expect(placeholder).toBeVisible();
        await placeholder.click();
        await expect(placeholder).toHaveCount(0);
      });
    }

    await test.step('search finds the third occurrence', async () => {
      await setFieldValue(field, 'alpha one\nbeta alpha\ngamma\ndelta alpha end\nalpha');
      await field.press('Control+Home');
      await field.press('Control+f');
      const query = root(field).getByRole('textbox', { name: 'Find' });
      await expect(query).toBeFocused();
      // Typed: the panel takes its query on keyup, as a visitor types it.
      await query.pressSequentially('alpha');
      for (let i = 0; i < 3; i++) await query.press('Enter');
      // The third match ends at line 4, column 12 ("delta alpha|").
      await expect(status(field)).toContainText('Line 4, column 12');
      await query.press('Escape');
      await expect(root(field).locator('.cm-search')).toHaveCount(0);
    });

    await test.step('Chinese IME composition inserts its text', async () => {
      await setFieldValue(field, 'ab');
      await field.press('Control+End');
      // The caret is at the end before composing: once, under load, the composition began before Ctrl+End had moved it
      // and landed at the start ("中文ab中文").
      await expect(status(field)).toContainText('Line 1, column 3');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.imeSetComposition', { text: 'zhong', selectionStart: 5, selectionEnd: 5 });
      await cdp.send('Input.imeSetComposition', { text: '中文', selectionStart: 2, selectionEnd: 2 });
      await cdp.send('Input.insertText', { text: '中文' });
      await expect(field).toHaveFieldValue('ab中文');
      await cdp.detach();
    });

    const error = row.error;
    if (error) {
      await test.step(`the parser's error is marked at line ${error.line}, column ${error.column}, and the link goes there`, async () => {
        await setFieldValue(field, error.text);
        await page.getByRole('button', { name: error.action, exact: true }).first().click();
        const panel = page.getByTestId('tool-error');
        await expect(panel).toBeVisible();
        // An error at the end of a line is a point there (nothing to underline); elsewhere the character is underlined.
        const char = charAt(error.text, error.line, error.column);
        if (char) await expect(root(field).locator('.cm-lintRange-error')).toHaveText(char);
        else await expect(root(field).locator('.cm-lintPoint-error')).toHaveCount(1);
        await expect(root(field).locator('.cm-lint-marker-error')).toBeVisible();
        await field.press('Control+Home');
        const link = panel.getByRole('button', { name: `Go to line ${error.line}, column ${error.column}` });
        await link.click();
        await expect(field).toBeFocused();
        await expect(status(field)).toContainText(`Line ${error.line}, column ${error.column}`);
        // With the cursor on it, the message shows beside it (for keyboard users, not only on hover).
        await expect(root(field).locator('.cm-tooltip[role="status"]')).toHaveText(await panel.locator('p').first().innerText());
      });
    }

    await test.step('no serious axe violation in the tool with the editor, light and dark', async () => {
      await setFieldValue(field, row.sample);
      await expectNoSeriousAxeInThemes(page, ['main'], `/tools/${row.id} with its editor`);
    });
  });
}

test('a button pressed right after typing acts on what was typed (the tool hears of keystrokes after their frame)', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  const field = await waitForEditor(page, 'JSON input');
  await field.click();
  // A keystroke, then a press with no pointer before it (assistive technology, a script) in the same task.
  await page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('.cm-content[contenteditable="true"]')!;
    type View = { dispatch(spec: unknown): void; state: { doc: { length: number } } };
    const view = (content.closest('.cm-editor') as HTMLElement & { toolboxEditor: { view: View } }).toolboxEditor.view;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: '{"typed":[1]}' }, userEvent: 'input.type' });
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Format')!.click();
  });
  await expect.poll(() => fieldText(page.getByTestId('tool-output')))
    .toBe('{\n  "typed": [\n    1\n  ]\n}');
  // Typed with the keyboard, then pressed with the pointer at once.
  await field.press('Control+A');
  await page.keyboard.type('[2]');
  await page.getByRole('button', { name: 'Format', exact: true }).click();
  await expect.poll(() => fieldText(page.getByTestId('tool-output')))
    .toBe('[\n  2\n]');
});

test('the status line stays under the page: a dialog over the field and the sticky header cover it', async ({ page }) => {
  await page.goto('/tools/json-formatter');
  const field = await waitForEditor(page, 'JSON input');
  const line = status(field);
  await expect(line).toBeVisible();
  // Held by handle: once the palette is open the page behind it is hidden from role queries.
  const handle = (await line.elementHandle())!;
  // What is drawn at the middle of the status line: the line itself, or whatever covers it.
  const topmost = () => handle.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit?.closest('.cm-editor') ? 'editor' : hit?.closest('header') ? 'header' : hit?.closest('[data-testid="command-palette"]') ? 'palette' : 'overlay';
  });
  expect(await topmost()).toBe('editor');
  // Under the header: scrolled so that the line sits just below the top of the window.
  await handle.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10));
  expect(await topmost()).toBe('header');
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('command-palette')).toBeVisible();
  expect(await topmost()).not.toBe('editor');
});

test('the first keystroke is rehearsed once, in a hidden editor that takes no focus and leaves nothing behind', async ({ page }) => {
  // Every editor the page ever holds, with where it was and whether focus ever went into it.
  await page.addInitScript(() => {
    type Seen = { inert: boolean; removed: boolean; focused: boolean };
    const seen: Seen[] = [];
    (window as unknown as { __editors: Seen[] }).__editors = seen;
    const records = new Map<Element, Seen>();
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of m.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const editor of [node, ...node.querySelectorAll('.cm-editor')].filter((e) => e.matches('.cm-editor'))) {
            if (records.has(editor)) continue;
            const record = { inert: !!editor.closest('[inert]'), removed: false, focused: false };
            records.set(editor, record);
            seen.push(record);
          }
        }
      }
      for (const [editor, record] of records) record.removed ||= !editor.isConnected;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('focusin', (e) => {
      for (const [editor, record] of records) if (editor.contains(e.target as Node)) record.focused = true;
    }, true);
  });
  await page.goto('/tools/json-formatter');
  const field = await waitForEditor(page, 'JSON input');
  type Seen = { inert: boolean; removed: boolean; focused: boolean };
  const editors = () => page.evaluate(() => (window as unknown as { __editors: Seen[] }).__editors);
  await expect.poll(async () => (await editors()).filter((e) => e.inert && e.removed).length, { timeout: 10_000 }).toBe(1);
  expect((await editors()).filter((e) => e.inert)).toEqual([{ inert: true, removed: true, focused: false }]);
  // The visitor's field is untouched and the tool heard of nothing: no text, no result, no message.
  expect(await fieldText(field)).toBe('');
  expect(await fieldText(page.getByTestId('tool-output'))).toBe('');
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  await expect(page.locator('.cm-editor')).toHaveCount(await page.locator('.toolbox-editor .cm-editor').count());
});

test('keys typed while the page goes live and the editor takes the field over all land, in order', async ({ page }) => {
  test.setTimeout(120_000);
  // A slow phone, and a visitor who types as soon as the field shows, or as soon as the page is live. Two ways keys
  // went astray: typed across the swap, an older text the tool rendered late put the document back with the cursor
  // at the start; and typed just after it, the editor's caret sat at the start of the line (the language arriving
  // marked the bracket by the cursor, which moved the text the caret was in), so the next key went there.
  const typed = '{"items":[{"id":1,"name":"alpha"},{"id":2,"name":"beta"}],"ok":true}';
  const cdp = await page.context().newCDPSession(page);
  const rounds = [
    ['/tools/json-formatter', 'JSON input', 'at once', 4], ['/tools/recipe-builder', 'Input', 'at once', 4],
    ...[3, 4, 4].map((rate) => ['/tools/recipe-builder', 'Input', 'once live', rate] as const),
  ] as const;
  for (const [path, label, start, rate] of rounds) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(path, { waitUntil: 'commit' });
    if (start === 'once live') await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(typed, { delay: 25 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await waitForEditor(page, label);
    await expect.poll(() => fieldText(page.getByRole('textbox', { name: label, exact: true })), { message: `${path}, typed ${start}, ${rate}× CPU` }).toBe(typed);
  }
});
