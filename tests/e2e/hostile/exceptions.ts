/**
 * Per-tool exceptions to the sweep's generic rules, each with its reason. Keep it small:
 * a tool that breaks a rule for no good reason is fixed, not listed here.
 *
 * The generic rules (hostile-input.spec.ts):
 * - no uncaught error, no console error, no dialog, no payload script runs (window.__pwned);
 * - the page answers (setTimeout(0) + a frame, best of 3) within 100 ms once the tool is idle;
 * - after a failure (an error toast or inline alert) every text field still holds what was put in;
 * - where the input is invalid a message is shown: the tool's area never shows a value that means
 *   "computed garbage" (NaN, ∞, Infinity, undefined, null, Invalid Date, [object Object]) that was not
 *   there on load and is not part of the input itself; and with everything empty, pressing the actions
 *   leaves the output fields empty or says why (a message).
 */
export interface ToolException {
  /** The actions may rewrite the input fields (e.g. an "Add" that empties the field it took from). */
  rewritesInput?: string;
  /** Produces an output from empty fields (e.g. a generator with built-in defaults). */
  outputWhenEmpty?: string;
  /**
   * May still be working on the 1 MB or 10 MiB input when the sweep stops waiting (30 s): legitimate work in a worker,
   * with the page answering (still checked) and Cancel in reach. Only for a library's own cost, never for a main-thread
   * stall.
   */
  slowOnLarge?: string;
  /** Poison tokens (regex sources, as in kit.ts) the tool may legitimately show, with why. */
  poisonOk?: { tokens: string[]; reason: string };
}

export const EXCEPTIONS: Record<string, ToolException> = {
  'lorem-ipsum': {
    outputWhenEmpty: 'a generator: an empty or invalid count is clamped into range and written back into the field, and the text generated',
  },
  'password-generator': {
    outputWhenEmpty: 'a generator: it makes passwords from its default settings; an empty or invalid count is clamped into 1–50 and written back',
  },
  'uuid-generator': {
    outputWhenEmpty: 'a generator: it makes UUIDs from its default settings',
    rewritesInput: 'an empty or out-of-range count is clamped into 1–1000 and written back into the field (the failure beside it is the inspector\'s "Not a valid UUID" for the other field)',
  },
  'timestamp-converter': {
    outputWhenEmpty: 'its "Now" action puts the current time into the timestamp field and converts it',
    rewritesInput: 'its "Now" action writes the current timestamp into the timestamp field',
  },
  'code-minifier': {
    slowOnLarge: 'html-minifier-terser\'s collapseWhitespace is quadratic on text whose only tags are inline (the sweep\'s text with <b>): ~20 s for 1 MB on an idle 2-core machine, over 30 s on a busy one, minutes for 10 MiB; in the code worker with Cancel. Real HTML with block elements minifies 10 MiB in ~10 s',
  },
  'api-tester': {
    rewritesInput: 'its "Key / value" and "JSON" header modes convert the headers into each other; rows with a blank name are dropped on the way (sweep: whitespace-only header rows)',
  },
};
