/**
 * The hostile inputs of issue 10, in the order the sweep puts them into a tool.
 * `text` goes into every single-line text field and (unless `area` is given) every
 * multi-line one; `numeric` into `<input type="number">` (left as it is when null: the
 * browser itself refuses non-numbers there). Values named by `build` are made in the page.
 */
export interface Payload {
  id: string;
  text: string | { build: 'mb1' | 'binary' | 'deepJson' };
  /** What multi-line fields get instead of `text`. */
  area?: string;
  numeric: string | null;
  /** Also empties date and time inputs. */
  dates?: boolean;
  /** Ticks the tool's "regex" options for this input (and unticks them after). */
  regex?: boolean;
  /** A heavy input: only the first HEAVY_BUTTONS actions are pressed with it (the CI time budget). */
  heavy?: boolean;
}

/** Actions pressed with a heavy input (the rest are pressed with every light one). */
export const HEAVY_BUTTONS = 2;

export const PAYLOADS: Payload[] = [
  { id: 'empty', text: '', numeric: '', dates: true },
  { id: 'whitespace', text: ' \t  \u00a0\u3000 ', area: ' \n\t \r\n  \u00a0\n', numeric: '' },
  { id: '1 MB text', text: { build: 'mb1' }, numeric: null, heavy: true },
  { id: 'binary bytes', text: { build: 'binary' }, numeric: null },
  { id: 'lone surrogates + NUL', text: 'a\uD800b\u0000c\uDFFFd\uDBFF\u0000', numeric: null },
  { id: 'emoji + RTL marks', text: '👨‍👩‍👧‍👦 \u202Etxt.exe\u202C مرحبا עברית \u200F🏳️‍🌈\u200E 𝕏', numeric: null },
  { id: '<script> payload', text: '<script>window.__pwned=1</script>', numeric: null },
  { id: 'onerror payload', text: '<img src=x onerror="window.__pwned=1">', numeric: null },
  { id: 'javascript: URL', text: 'javascript:window.__pwned=1', numeric: null },
  { id: 'deeply nested JSON', text: { build: 'deepJson' }, numeric: null, heavy: true },
  { id: 'catastrophic regex', text: '(a+)+$', area: `(a+)+$\n${'a'.repeat(40)}!`, numeric: null, regex: true },
  { id: '-1e309', text: '-1e309', numeric: '-1e309' },
  { id: 'NaN', text: 'NaN', numeric: 'NaN' },
  { id: '1e308', text: '1e308', numeric: '1e308' },
  { id: 'huge negative', text: '-99999999999999999999', numeric: '-99999999999999999999' },
];

/** The one 10 MiB input per tool: pasted into its first text field, and a 10 MiB garbage file into each file input. */
export const TEN_MB = 10 * 1024 * 1024;
