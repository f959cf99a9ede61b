import type { Locator, Page } from '@playwright/test';

/**
 * The stock contract every tool page keeps (ToolLayout's action bar), as one row
 * per tool. `tests/e2e/catalog-contract.spec.ts` runs the same checks over every
 * row; a tool's own spec tests only what is its own.
 */
export interface ToolContract {
  /** Where the result shows (default: the shared output field, data-testid="tool-output"). */
  output?: (page: Page) => Locator;
  /** What the result holds after "Load example". */
  example: string | RegExp;
  /** What Copy puts on the clipboard after the example (default: `example`); null when the tool has no Copy. */
  copied?: string | RegExp | null;
  /** The toast after Clear (default "Text cleared"); null when the tool has no Clear. */
  cleared?: string | null;
  /** What the result shows once cleared (default '': gone or empty), e.g. a zero count or a dash. */
  clearedOutput?: string;
  /**
   * With nothing entered: pressing `action` (a button's accessible name) shows the toast or inline `message`; or the
   * button named `waits` (an action that needs a result) is disabled and described by `hint`; null when no such state exists.
   */
  empty: { action: string; message: string } | { waits: string; hint: string } | null;
  /**
   * No stale result: after the example's result is shown, the input is emptied (and `action` pressed, where the
   * tool has one) and the result must show `expected` (default `clearedOutput`, else ''), never the previous result.
   * Defaults: the tool's first editable text area; the action of `empty` unless that is Copy or Download (a live
   * tool). null, with the reason, for tools without an input to empty.
   */
  stale?: StaleStep | null;
}

export interface StaleStep {
  input?: (page: Page) => Locator;
  /** The button pressed after emptying; null for a live tool. */
  action?: string | null;
  expected?: string;
}
