import type { Page } from '@playwright/test';
import { test, expect, readClipboard } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';

/**
 * The page's clock is Playwright's fake clock, installed before the page loads and paused,
 * so time moves only when the test says. `fastForward` jumps and fires each due timer at
 * most once: the displays must still be exact, because they read timestamps, not ticks.
 */
const stopwatchDisplay = (page: Page) => page.getByTestId('stopwatch-display');
const countdownDisplay = (page: Page) => page.getByTestId('countdown-display');
const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('with the fake clock', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/tools/stopwatch-timer');
    await expect(page.getByRole('heading', { level: 1, name: 'Stopwatch & Timer' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 5_000);
  });

  test('stopwatch: start, laps with lap and split times, pause, resume, reset; laps copied as text', async ({ page }) => {
    await expect(stopwatchDisplay(page)).toHaveText('00:00.00');
    await btn(page, 'Start').click();
    await page.clock.fastForward(1_500);
    await expect(stopwatchDisplay(page)).toHaveText('00:01.50');
    await btn(page, 'Lap').click();
    await page.clock.fastForward(2_000);
    await btn(page, 'Lap').click();
    await btn(page, 'Pause').click();
    await expect(stopwatchDisplay(page)).toHaveText('00:03.50');
    await page.clock.fastForward(60_000); // paused: nothing counts
    await expect(stopwatchDisplay(page)).toHaveText('00:03.50');

    const rows = page.getByTestId('laps').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Lap 2');
    await expect(rows.nth(0)).toContainText('00:02.00');
    await expect(rows.nth(0)).toContainText('00:03.50');
    await expect(rows.nth(1)).toContainText('00:01.50');

    await btn(page, 'Copy laps').click();
    // (The toast waits for the paused clock; the clipboard does not.)
    await expect.poll(() => readClipboard(page)).toBe('#\tLap time\tSplit time\nLap 1\t00:01.50\t00:01.50\nLap 2\t00:02.00\t00:03.50');

    await btn(page, 'Resume').click();
    await page.clock.fastForward(10 * 60_000 + 250);
    await expect(stopwatchDisplay(page)).toHaveText('10:03.75');
    await btn(page, 'Reset').click();
    await expect(stopwatchDisplay(page)).toHaveText('00:00.00');
    await expect(page.getByTestId('laps')).toHaveCount(0);
  });

  test('countdown: 5-minute preset counts down, pauses, and on completion shows the alert and notifies', async ({ page }) => {
    // A stand-in Notification that records what the page shows (permission already granted).
    await page.evaluate(() => {
      const shown: { title: string; body?: string }[] = [];
      (window as unknown as { __notes: typeof shown }).__notes = shown;
      class FakeNotification {
        static permission = 'granted';
        static requestPermission = () => Promise.resolve('granted');
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body });
        }
      }
      (window as unknown as { Notification: unknown }).Notification = FakeNotification;
    });
    for (const m of [5, 10, 25, 30]) await expect(btn(page, `${m} min`)).toBeVisible();
    await btn(page, '5 min').click();
    await expect(countdownDisplay(page)).toHaveText('05:00');
    await btn(page, 'Start countdown').click();
    await page.clock.fastForward(2 * 60_000);
    await expect(countdownDisplay(page)).toHaveText('03:00');
    await btn(page, 'Pause countdown').click();
    await page.clock.fastForward(60 * 60_000);
    await expect(countdownDisplay(page)).toHaveText('03:00');
    await btn(page, 'Resume countdown').click();
    await page.clock.fastForward(3 * 60_000 - 1_000);
    await expect(countdownDisplay(page)).toHaveText('00:01');
    await expect(page.getByTestId('countdown-done')).toHaveCount(0);
    // One jump far past the end (a background tab): it ends at once, exactly at 00:00.
    await page.clock.fastForward(45_000);
    await expect(page.getByTestId('countdown-done')).toHaveText("Time's up!");
    await expect(countdownDisplay(page)).toHaveText('00:00');
    const notes = await page.evaluate(() => (window as unknown as { __notes: unknown[] }).__notes);
    expect(notes).toEqual([{ title: "Time's up!", body: 'Your countdown has finished.' }]);

    await btn(page, 'Reset countdown').click();
    await expect(countdownDisplay(page)).toHaveText('05:00');
    await expect(page.getByTestId('countdown-done')).toHaveCount(0);
  });

  test('countdown: a custom h:m:s time', async ({ page }) => {
    await page.getByLabel('Hours').fill('1');
    await page.getByLabel('Minutes').fill('2');
    await page.getByLabel('Seconds').fill('3');
    await expect(countdownDisplay(page)).toHaveText('1:02:03');
    await btn(page, 'Start countdown').click();
    await page.clock.fastForward(2 * 60_000 + 3_000);
    await expect(countdownDisplay(page)).toHaveText('1:00:00');
  });

  test('"Please set a valid time" for zero, out-of-range and non-numeric times', async ({ page }) => {
    const message = page.getByRole('alert').filter({ hasText: 'Please set a valid time' });
    await btn(page, 'Start countdown').click();
    await expect(message).toBeVisible();
    for (const [h, m, s] of [
      ['0', '0', '0'],
      ['0', '60', '0'],
      ['0', '0', '75'],
      ['100', '0', '0'],
      ['0', 'ten', '0'],
      ['0', '-1', '0'],
    ]) {
      await page.getByLabel('Hours').fill(h!);
      await page.getByLabel('Minutes').fill(m!);
      await page.getByLabel('Seconds').fill(s!);
      await expect(message).toHaveCount(0);
      await btn(page, 'Start countdown').click();
      await expect(message).toBeVisible();
    }
    await page.getByLabel('Minutes').fill('1');
    await page.getByLabel('Seconds').fill('0');
    await page.getByLabel('Hours').fill('0');
    await btn(page, 'Start countdown').click();
    await expect(message).toHaveCount(0);
    await expect(btn(page, 'Pause countdown')).toBeVisible();
  });
});

test('Spanish labels', async ({ page }) => {
  await page.goto('/tools/stopwatch-timer?lng=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cronómetro y temporizador' })).toBeVisible();
  await btn(page, 'Iniciar temporizador').click();
  await expect(page.getByText('Establece un tiempo válido')).toBeVisible();
});


for (const theme of ['light', 'dark'] as const) {
  test(`laps, completion and messages pass axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000); // axe over a full page is slow on a busy machine
    await page.emulateMedia({ colorScheme: theme });
    await page.clock.install();
    await page.goto('/tools/stopwatch-timer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await btn(page, 'Start countdown').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await btn(page, 'Start').click();
    await btn(page, 'Lap').click();
    await btn(page, 'Lap').click();
    await btn(page, 'Lap').click();
    await page.getByLabel('Seconds').fill('1');
    await btn(page, 'Start countdown').click();
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('countdown-done')).toBeVisible();
    await page.clock.fastForward(1_000);
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
  });
}
