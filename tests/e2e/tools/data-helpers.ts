import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { replaceFieldText } from '../editor';
import { expect } from '../fixtures';

/** Shared by the specs of the tools whose work runs in a worker (the data converters, text-diff, sql-formatter, code-minifier, base64, hash-generator). */

export const errorToasts = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

export const toolActions = (page: Page) => page.getByRole('group', { name: 'Tool actions' });

/**
 * Puts a large value into a text field the way a paste does (a textarea: one input event; the editor: one paste
 * event, taken in once it resolves), built inside the page so megabytes never cross the test protocol.
 * `build` runs in the page: keep it self-contained.
 */
export async function pasteGenerated<A>(target: Locator, build: (arg: A) => string, arg: A): Promise<number> {
  // Built by Playwright's own evaluation (a handle stays in the page), never by eval in the page: the CSP forbids it.
  const value = await target.page().evaluateHandle(build as (a: unknown) => string, arg as unknown);
  const length = await target.evaluate(replaceFieldText, value as unknown as string);
  // Lay the field out now: Chromium needs seconds to lay out megabytes of text in a textarea, and would otherwise do
  // it at the next click, inside the measurement of the job. That cost is the paste's, not the tool's.
  await target.evaluate((el) => void (el as HTMLElement).scrollHeight);
  return length;
}

/**
 * Files for setInputFiles by path, not as a Buffer: Playwright then hands the browser the path instead of rebuilding
 * the bytes in the page's main thread, which would block it for seconds and defeat a main-thread check. The folder
 * (`<prefix>-<pid>` in the system's temp folder) is made on first use.
 */
export function tempFiles(prefix: string): { write: (name: string, bytes: Buffer) => Promise<string>; remove: () => Promise<void> } {
  let dir = '';
  return {
    async write(name, bytes) {
      if (!dir) {
        dir = path.join(tmpdir(), `${prefix}-${process.pid}`);
        await mkdir(dir, { recursive: true });
      }
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      return file;
    },
    async remove() {
      if (dir) await rm(dir, { recursive: true, force: true });
      dir = '';
    },
  };
}

/** Waits two frames so the textarea's own layout of a huge value is not counted as our jank. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Records the longest gap between animation frames from now on. */
export async function startGapRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __maxGap: number };
    w.__maxGap = 0;
    let last = performance.now();
    const tick = (now: number) => {
      w.__maxGap = Math.max(w.__maxGap, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export async function maxGap(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __maxGap: number }).__maxGap);
}

/** Clicks Download in the action bar and returns the file name and its UTF-8 text. */
export async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    toolActions(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

const SLOW_SIGNAL = 'e2e-slow-worker';

/**
 * Makes a worker (`formats`: the data and code jobs' workers/formats.worker.ts; `text`: text-diff's) spend `ms` busy before
 * it handles any message that carries more than `minChars` of data, so a cancel test has a job that is
 * mid-flight for long enough on any machine; small jobs stay fast. The patch
 * is prepended to the worker script as it is served (init scripts do not
 * reach workers), and also applies to the fresh worker spawned after a cancel. With `onSignal`, no message is slowed
 * until the page calls slowFromNow (a spec that times a first run and cancels a second, whose input the worker
 * already holds: its message is small).
 */
export async function slowWorker(page: Page, worker: 'formats' | 'text', ms = 20_000, minChars = 100_000, onSignal = false): Promise<void> {
  await page.route(new RegExp(`${worker}\\.worker-[^/]*\\.js$`), async (route) => {
    const response = await route.fetch();
    const patch = `{
      const add = self.addEventListener.bind(self);
      let armed = ${!onSignal};
      if (!armed) new BroadcastChannel('${SLOW_SIGNAL}').onmessage = () => { armed = true; };
      self.addEventListener = (type, fn, opts) => add(type, type === 'message'
        ? (event) => {
            let size = 0;
            try { size = JSON.stringify(event.data).length; } catch { size = 0; }
            if (armed && size > ${onSignal ? 0 : minChars}) { const end = Date.now() + ${ms}; while (Date.now() < end); }
            return fn(event);
          }
        : fn, opts);
    }\n`;
    await route.fulfill({ response, body: patch + (await response.text()) });
  });
}

/** Arms the workers patched by slowWorker(…, onSignal): from now on every message they get waits. */
export async function slowFromNow(page: Page): Promise<void> {
  await page.evaluate((name) => {
    const channel = new BroadcastChannel(name);
    channel.postMessage(true);
    channel.close();
  }, SLOW_SIGNAL);
}

/**
 * Presses `start` (a job on an input large enough to outlast the progress bar's delay), waits for the bar to say
 * `label`, and cancels: the bar goes, `result` stays empty and no error is reported.
 */
export async function startAndCancel(page: Page, start: Locator, label: string, result: Locator): Promise<void> {
  await start.click();
  const progress = page.getByTestId('job-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(label);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(result).toHaveFieldValue('');
  await expect(errorToasts(page)).toHaveCount(0);
}
