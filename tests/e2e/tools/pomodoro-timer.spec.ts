import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';

const display = (page: Page) => page.getByTestId('pomodoro-display');
const phase = (page: Page) => page.getByTestId('pomodoro-phase');
const btn = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const MIN = 60_000;

async function open(page: Page) {
  await page.goto('/tools/pomodoro-timer');
  await expect(page.getByRole('heading', { level: 1, name: 'Pomodoro Timer' })).toBeVisible();
}

test.describe('with the fake clock', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.clock.pauseAt(Date.now() + 5_000);
  });

  test('start → 25:00 counts down → short break; the counter, the title and the cycle of 4 with the long break', async ({ page }) => {
    test.setTimeout(90_000);
    const title = await page.title();
    await expect(display(page)).toHaveText('25:00');
    await expect(phase(page)).toHaveText('Focus');
    await btn(page, 'Start').click();
    await page.clock.fastForward(MIN);
    await expect(display(page)).toHaveText('24:00');
    await expect(page).toHaveTitle('24:00 · Focus');
    await btn(page, 'Pause').click();
    await expect(page).toHaveTitle(title);
    await page.clock.fastForward(30 * MIN);
    await expect(display(page)).toHaveText('24:00');
    await btn(page, 'Resume').click();
    await page.clock.fastForward(24 * MIN);
    await expect(phase(page)).toHaveText('Short break');
    await expect(display(page)).toHaveText('05:00');
    await expect(page.getByTestId('pomodoro-announce')).toHaveText('Well done! Next: Short break.');
    await expect(page.getByTestId('pomodoro-completed')).toContainText('1 pomodoro completed');
    await expect(page).toHaveTitle(title);

    // Three more rounds; after the 4th pomodoro comes the long break.
    for (let round = 2; round <= 4; round++) {
      await btn(page, 'Start').click(); // the break
      await page.clock.fastForward(5 * MIN);
      await expect(phase(page)).toHaveText('Focus');
      await expect(page.getByTestId('pomodoro-announce')).toHaveText('Break over: time to focus.');
      await btn(page, 'Start').click();
      await page.clock.fastForward(25 * MIN);
      await expect(page.getByTestId('pomodoro-completed')).toContainText(`${round} pomodoros completed`);
    }
    await expect(phase(page)).toHaveText('Long break');
    await expect(display(page)).toHaveText('15:00');
  });

  test('auto-advance starts the break at once', async ({ page }) => {
    await page.getByLabel('Start the next phase automatically').check();
    await btn(page, 'Start').click();
    await page.clock.fastForward(25 * MIN + 2 * MIN);
    await expect(phase(page)).toHaveText('Short break');
    await expect(display(page)).toHaveText('03:00');
    await expect(btn(page, 'Pause')).toBeVisible();
  });
});

test('settings are saved in localStorage under pomodoro-settings and restored on reload', async ({ page }) => {
  await open(page);
  await page.getByLabel('Focus (min)').fill('30');
  await page.getByLabel('Long break every').fill('3');
  await page.getByLabel('Beep at each switch').uncheck();
  await expect(display(page)).toHaveText('30:00');
  const stored = await page.evaluate(() => localStorage.getItem('pomodoro-settings'));
  expect(JSON.parse(stored ?? 'null')).toEqual({ focus: 30, short: 5, long: 15, longEvery: 3, autoAdvance: false, sound: false });
  await page.reload();
  await expect(page.getByLabel('Focus (min)')).toHaveValue('30');
  await expect(page.getByLabel('Long break every')).toHaveValue('3');
  await expect(page.getByLabel('Beep at each switch')).not.toBeChecked();
  await expect(display(page)).toHaveText('30:00');
});

test('an invalid setting shows "Please set a valid time" and is not applied', async ({ page }) => {
  await open(page);
  await page.getByLabel('Focus (min)').fill('0');
  await expect(page.getByRole('alert').filter({ hasText: 'Please set a valid time' })).toBeVisible();
  await expect(display(page)).toHaveText('25:00');
  await page.getByLabel('Focus (min)').fill('');
  await expect(page.getByRole('alert').filter({ hasText: 'Please set a valid time' })).toBeVisible();
  await page.getByLabel('Focus (min)').fill('20');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(display(page)).toHaveText('20:00');
});

for (const [name, value] of [
  ['bad JSON', '{not json'],
  ['wrong shape', '{"focus":"a lot","short":-5}'],
  ['out of range', '{"focus":0,"short":5,"long":15,"longEvery":4,"autoAdvance":false,"sound":true}'],
  ['an array', '[25,5,15]'],
]) {
  test(`corrupt storage (${name}) → defaults, no crash`, async ({ page }) => {
    await page.addInitScript((v) => localStorage.setItem('pomodoro-settings', v), value);
    await open(page);
    await expect(display(page)).toHaveText('25:00');
    await expect(page.getByLabel('Focus (min)')).toHaveValue('25');
    await expect(page.getByLabel('Short break (min)')).toHaveValue('5');
    await expect(page.getByLabel('Long break (min)')).toHaveValue('15');
    await expect(page.getByLabel('Long break every')).toHaveValue('4');
  });
}

test('Chinese labels', async ({ page }) => {
  await page.goto('/tools/pomodoro-timer?lng=zh');
  await expect(page.getByRole('heading', { level: 1, name: '番茄钟' })).toBeVisible();
  await expect(phase(page)).toHaveText('专注');
  await expect(page.getByTestId('pomodoro-completed')).toContainText('已完成 0 个番茄钟');
});


for (const theme of ['light', 'dark'] as const) {
  test(`every phase and the settings message pass axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000); // axe over a full page is slow on a busy machine
    await page.emulateMedia({ colorScheme: theme });
    await open(page);
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
    await btn(page, 'Skip').click();
    await expect(phase(page)).toHaveText('Short break');
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
    await page.getByLabel('Long break every').fill('1');
    await btn(page, 'Skip').click();
    await btn(page, 'Skip').click();
    await expect(phase(page)).toHaveText('Long break');
    await page.getByLabel('Focus (min)').fill('0');
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
  });
}
