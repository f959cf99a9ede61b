import type { Page } from '@playwright/test';

/** A cheap phone, as the issue measured it: the page's CPU slowed 4× through the DevTools protocol. */
export async function slowCpu(page: Page, rate = 4): Promise<(rate: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async (next: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: next });
  };
}

/** When a page-side action fires: the instant the <h1> is painted, or the instant the page says it is live. */
export type Moment = 'heading' | 'ready';

export interface EarlyAction {
  moment: Moment;
  /**
   * Fields to set (native value setter + one `input` event, as a paste or autofill gives): the first match of each
   * selector. A value of null picks one that any field of its kind accepts: a number for numeric fields, text otherwise.
   */
  fields: { selector: string; value: string | null }[];
  /** Accessible text of a button to press right after, or null. */
  press: string | null;
}

/** What the page-side script saw when it acted. */
export interface EarlyReport {
  acted: boolean;
  /** whether <html data-app-ready> was already there when it acted */
  wasLive: boolean;
  /** the ids of the fields it found and set, and the values it set, in order */
  set: { id: string; value: string }[];
  pressed: boolean;
}

/**
 * Installs, before any script of the page, a watcher that acts at `moment` from inside the page: nothing of
 * Playwright's round trips delays it. Read its report with `earlyReport(page)`.
 */
export async function actEarly(page: Page, action: EarlyAction): Promise<void> {
  await page.addInitScript((a: EarlyAction) => {
    const report: EarlyReport = { acted: false, wasLive: false, set: [], pressed: false };
    (window as unknown as { __early: EarlyReport }).__early = report;
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.() !== false && el.getBoundingClientRect().height > 0;
    const ready = () => (a.moment === 'heading' ? visible(document.querySelector('#root h1')) : document.documentElement.hasAttribute('data-app-ready'));
    const button = () => Array.from(document.querySelectorAll('#root button')).find((b) => b.textContent?.trim() === a.press);
    const tick = () => {
      if (report.acted) return;
      const targets = a.fields.map((f) => document.querySelector(f.selector));
      // The parser may paint the heading before it reaches the fields: a visitor acts on what is painted.
      if (!ready() || targets.some((t) => !t) || (a.press !== null && !button())) {
        requestAnimationFrame(tick);
        return;
      }
      report.acted = true;
      report.wasLive = document.documentElement.hasAttribute('data-app-ready');
      a.fields.forEach((f, i) => {
        const el = targets[i] as HTMLInputElement | HTMLTextAreaElement;
        const numeric = el.getAttribute('type') === 'number' || ['decimal', 'numeric'].includes(el.getAttribute('inputmode') ?? '');
        const value = f.value ?? (numeric ? '42' : 'early 42 text');
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
        setter?.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        report.set.push({ id: el.id, value });
      });
      const pressed = a.press === null ? null : button();
      if (pressed instanceof HTMLElement) {
        pressed.click();
        report.pressed = true;
      }
    };
    requestAnimationFrame(tick);
  }, action);
}

export async function earlyReport(page: Page): Promise<EarlyReport> {
  return page.evaluate(() => (window as unknown as { __early: EarlyReport }).__early);
}

/** Waits for <html data-app-ready> (the page is live). */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
}
