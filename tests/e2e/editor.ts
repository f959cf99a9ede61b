import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The code editor (src/ui/editor) in tests. Its editable element is a contenteditable that draws only the lines in
 * view, so its whole text is read through the handle the editor puts on its root (`toolboxEditor`), and large texts
 * are put in as the browser's own paste would put them (a paste event), never typed.
 */

/** The editor a locator points into or at (its root, the editable element, or the wrapper around it). */
const ROOT = (el: Element): Element | null => el.closest('.cm-editor') ?? el.querySelector('.cm-editor');

/** A field's whole text: a textarea's, input's or select's value, or the editor's document; '' when the locator finds nothing. */
export async function fieldText(field: Locator): Promise<string> {
  return field.evaluateAll((els) => {
    const el = els[0];
    if (!el) return '';
    if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement || el instanceof HTMLSelectElement) return el.value;
    const root = el.closest('.cm-editor') ?? el.querySelector('.cm-editor');
    const handle = (root as (Element & { toolboxEditor?: { text(): string } }) | null)?.toolboxEditor;
    return handle ? handle.text() : (el.textContent ?? '').trim();
  });
}

/** Waits until a field holds `expected` (a string or pattern), like toHaveValue for textareas and editors alike. */
export async function expectFieldText(field: Locator, expected: string | RegExp, options: { timeout?: number; message?: string } = {}): Promise<void> {
  await expect
    .poll(async () => {
      const text = await fieldText(field);
      return typeof expected === 'string' ? text : expected.test(text) ? expected : text;
    }, { timeout: options.timeout, message: options.message })
    .toEqual(expected);
}

/** Whether the field has become the editor (once the page is live and the editor's chunk has loaded). */
export async function isEditor(field: Locator): Promise<boolean> {
  return field.evaluateAll((els) => !!els[0]?.closest('.cm-editor'));
}

/** Waits for the editor to take the field with this label over. */
export async function waitForEditor(page: Page, label: string | RegExp): Promise<Locator> {
  const field = page.getByRole('textbox', { name: label }).first();
  await expect.poll(() => isEditor(field), { message: `the editor takes over "${String(label)}"` }).toBe(true);
  return field;
}

/** Waits for every editor-backed field on the page to have been taken over (the tool's fields with a language). */
export async function waitForEditors(page: Page, count = 1): Promise<void> {
  await expect.poll(() => page.locator('.cm-editor').count(), { message: `${count} editor(s) on the page` }).toBeGreaterThanOrEqual(count);
}

/**
 * In the page: replaces a text field's whole text as a paste over everything would, and resolves once the tool has it.
 * The editor gets one paste event (it takes a large text in slices, then hands it to the tool); a textarea or input
 * gets the native value setter and one input event. Self-contained: it is passed to page.evaluate.
 */
export async function replaceFieldText(field: Element, text: string): Promise<number> {
  // The editor may have taken the field over between the locator's resolving and this: it kept the textarea's id.
  const el = !field.isConnected && field.id ? (document.getElementById(field.id) ?? field) : field;
  const root = el.closest('.cm-editor') ?? el.querySelector('.cm-editor');
  if (root) {
    type View = { dispatch(spec: unknown): void; focus(): void; state: { doc: { length: number }; readOnly: boolean } };
    const view = (root as Element & { toolboxEditor?: { view: View } }).toolboxEditor!.view;
    const content = root.querySelector<HTMLElement>('.cm-content')!;
    if (view.state.readOnly) throw new Error('this editor is read-only (a result, or still taking in a text)');
    view.focus();
    view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
    const data = new DataTransfer();
    data.setData('text/plain', text);
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    // A large paste arrives over a few tasks; the tool has the text once the editor holds all of it and is editable.
    const expected = text.replace(/\r\n?/g, '\n').length;
    while (view.state.doc.length !== expected || view.state.readOnly) await new Promise((r) => setTimeout(r, 20));
    return text.length;
  }
  const input = el as HTMLTextAreaElement | HTMLInputElement;
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return text.length;
}

/** Replaces a field's whole text (see replaceFieldText). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.evaluate(replaceFieldText, text);
}

/** The editor's DOM root of a field. */
export function editorRoot(field: Locator): Locator {
  return field.locator('xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " cm-editor ")]');
}

export { ROOT as editorRootOf };

/**
 * How many characters the page's large text field holds: the editor's document once the editor has the field, or
 * the big-text summary's count before it does (a plain field over a megabyte shows that summary until the editor's
 * chunk has loaded). 0 when there is neither.
 */
export function largeFieldChars(page: Page): Promise<number> {
  return page.evaluate(() => {
    const editors = [...document.querySelectorAll('.cm-editor')] as (Element & { toolboxEditor?: { view: { state: { doc: { length: number } } } } })[];
    const longest = Math.max(0, ...editors.filter((e) => !e.closest('[data-testid="tool-output"]')).map((e) => e.toolboxEditor?.view.state.doc.length ?? 0));
    if (longest > 1_000_000) return longest;
    const summary = document.querySelector('[data-testid="large-input"] p')?.textContent ?? '';
    return Number(summary.replace(/[^\d]/g, '')) || longest;
  });
}

/** The result's length and beginning, read in the page (a 14 MB result never crosses the test protocol). */
export async function outputHead(page: Page, n: number): Promise<{ length: number; head: string }> {
  return page.getByTestId('tool-output').evaluate((el, count) => {
    const root = el.querySelector('.cm-editor') as (Element & { toolboxEditor?: { view: { state: { doc: { length: number; sliceString(a: number, b: number): string } } } } }) | null;
    const doc = root?.toolboxEditor?.view.state.doc;
    if (doc) return { length: doc.length, head: doc.sliceString(0, count) };
    const value = (el as HTMLTextAreaElement).value ?? '';
    return { length: value.length, head: value.slice(0, count) };
  }, n);
}
