/**
 * What the stock contract test (tests/e2e/catalog-contract.spec.ts) expects of a tool page: its action bar's Load
 * example → result, Copy, Clear, the empty-input state and no stale result. Each tool states it in its folder's
 * `contract.ts`; tests/e2e/contract/table.ts gathers them as the catalogue gathers the manifests. Plain data (places
 * on the page are descriptions the table turns into locators), so these files need neither Playwright nor the
 * tests; the app never imports them (eslint.config.js keeps it so), and the build never bundles them.
 */
export interface ToolContract {
  /** Where the result shows (default: the shared output field, data-testid="tool-output"). */
  output?: Place;
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
  /** Every field it finds is emptied. */
  input?: Place;
  /** The button pressed after emptying; null for a live tool. */
  action?: string | null;
  expected?: string;
}

/**
 * A place on the page, as Playwright finds it: by data-testid (then the CSS selector `within` inside it), by CSS, by
 * its label, or by its role and accessible name.
 */
export type Place =
  | { testId: string; within?: string }
  | { css: string }
  | { label: string | RegExp; exact?: boolean }
  | { role: 'textbox' | 'searchbox'; name: string | RegExp };

/** ToolLayout's hint beside Copy and Download while a tool has no result (common:tool.noResultYet). */
export const NO_RESULT = 'No result yet: these buttons turn on once there is one.';

/** The calculators' result card (src/ui/calculator), shown only while every value is valid, and their buttons. */
export const CALCULATOR = {
  output: { css: '[data-testid="calculator-results"][data-valid="true"]' },
  cleared: 'Values cleared',
  empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
} as const satisfies Partial<ToolContract>;

/**
 * A tool whose input is files (pictures, PDFs): its result is a summary with nothing to copy, and the input is not
 * text: removing it is Clear, which the contract checks already, so there is no stale step.
 */
export const FILE_TOOL = { copied: null, stale: null } as const satisfies Partial<ToolContract>;

/** The PDF tools' shared result line (src/ui/pdf/PdfResult.tsx) and Clear. */
export const PDF_TOOL = { ...FILE_TOOL, output: { testId: 'pdf-summary' }, cleared: 'Files cleared' } as const satisfies Partial<ToolContract>;

/** A tool's contract row, typed: `export default defineContract({ … })` in src/tools/<id>/contract.ts. */
export function defineContract(contract: ToolContract): ToolContract {
  return contract;
}
