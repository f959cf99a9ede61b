/**
 * The in-page half of the hostile-input sweep. `installHostileKit` is handed to
 * `page.addInitScript`, so it runs (serialised, self-contained: no imports, no
 * outer variables) in the page before the app and leaves `window.__hostile`.
 * Megabyte values are built here, in the page: they never cross the test protocol.
 *
 * What the sweep counts as the tool's parts (see src/ui/ToolLayout.tsx):
 * - its area: the card that holds the "Tool actions" group (ToolLayout's Card);
 * - its text fields: textareas, the big-text summary (data-testid="large-input"), the code editor's editable
 *   element and inputs of a text-like type in that card, neither read-only nor disabled (the editor's own
 *   search panel and toolbar are the editor's, not the tool's);
 * - its action buttons: enabled buttons in that card, outside the "Tool actions" group (Load example,
 *   Clear, Copy, Download), outside the big-text summary and the job progress (Clear input, Cancel),
 *   no tab, radio, switch, disclosure or toggle already pressed, and none whose name says
 *   clear / copy / download / favourite / example / cancel / reset / remove / delete / swap / paste / open
 *   (they erase, export or navigate, they do not act on the input).
 */
export interface FieldState {
  key: string;
  kind: 'textarea' | 'large' | 'editor' | 'input' | 'number' | 'date';
  /**
   * The value (inputs, textareas, a small editor's text), or "N characters" for a large text (the big-text summary, or
   * the editor over 100,000 characters: writing 10 MiB out on every look would be most of the sweep). A field may turn
   * from one into the other (the editor takes over once loaded; a plain field becomes it when large): the same text
   * reads the same either way.
   */
  value: string;
  /** The editor's length. */
  chars?: number;
}

export interface Outcome {
  /** Error toasts, inline alerts and invalid-field marks seen after the actions. */
  messages: string[];
  /** Values shown as results that mean "the tool computed garbage" (NaN, ∞, undefined…), with where they show. */
  poison: { token: string; at: string }[];
  /** The value of every output field (data-testid="tool-output"). */
  outputs: string[];
  pressed: string[];
}

export interface HostileKit {
  fields(): FieldState[];
  /** Puts the value into every text field; numeric inputs get `numeric` (left alone when null). */
  setAll(spec: { text: string | { build: 'mb1' | 'binary' | 'deepJson' }; area?: string; numeric: string | null; dates: boolean }): number;
  setLarge(spec: { size: number }): string | null;
  /**
   * Gives the tool's `index`th file input a file of `size` random bytes, made in the page: Playwright's setInputFiles
   * sends the bytes over DevTools and decodes them in the page, a task of several seconds for 10 MiB that the sweep
   * then counted as the tool's.
   */
  setFile(spec: { index: number; size: number; name: string; type: string }): void;
  buttons(): string[];
  press(max: number): Promise<string[]>;
  busy(): boolean;
  /** Resolves true once nothing is pending (debounce timers, fetches, job progress), false after `timeout` ms. */
  settle(timeout: number): Promise<boolean>;
  /** One hostile input, start to end: set every field, press every action, wait, measure, look. */
  run(spec: RunSpec): Promise<RunResult>;
  answerMs(): Promise<number>;
  startGaps(): void;
  maxGap(): number;
  outcome(since: number, payload: string): Outcome;
  setRegexOptions(on: boolean): number;
  build(kind: 'mb1' | 'mb10' | 'binary' | 'deepJson'): string;
  toasts: { at: number; type: string; text: string }[];
  now(): number;
}

export interface RunSpec {
  text: string | { build: 'mb1' | 'binary' | 'deepJson' };
  area?: string;
  numeric: string | null;
  dates: boolean;
  regex: boolean;
  maxButtons: number;
  timeout: number;
  /** Leave the fields as they are (the 10 MiB round: its text is already in). */
  keep?: boolean;
}

export interface RunResult extends Outcome {
  set: number;
  before: FieldState[];
  after: FieldState[];
  settled: boolean;
  answerMs: number;
  pwned: boolean;
}

declare global {
  interface Window {
    __hostile: HostileKit;
    __pwned?: unknown;
  }
}

export function installHostileKit(): void {
  const w = window as unknown as Window & { __hostile: HostileKit };
  const TEXT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', 'password', '']);
  const DATE_TYPES = new Set(['date', 'datetime-local', 'time', 'month', 'week']);
  const EXCLUDE = /clear|copy|download|favou?rite|example|cancel|reset|remove|delete|swap|paste|open|upload|choose|select file/i;
  const POISON = [/\bNaN\b/, /∞/, /\bInfinity\b/, /\bundefined\b/, /Invalid Date/, /\[object Object\]/, /\bnull\b/];
  const toasts: HostileKit['toasts'] = [];
  const seen = new WeakSet<Element>();

  /** The visible "Tool actions" group (a page being hydrated may briefly hold a hidden copy). */
  const actionGroup = () =>
    [...document.querySelectorAll('[role="group"][aria-label="Tool actions"]')].find((g) => (g as HTMLElement).offsetParent !== null) ??
    document.querySelector('[role="group"][aria-label="Tool actions"]');
  const card = (): Element => actionGroup()?.parentElement ?? document.querySelector('main') ?? document.body;
  const shown = (el: Element): boolean => {
    const r = (el as HTMLElement).getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const labelOf = (el: Element, index: number): string => {
    const byId = el.getAttribute('aria-labelledby');
    if (byId) return document.getElementById(byId.split(' ')[0]!)?.textContent?.trim() ?? `#${index}`;
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels[0]) return labels[0].textContent?.trim() ?? `#${index}`;
    return el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.getAttribute('name') ?? `#${index}`;
  };

  type Found = { el: HTMLElement; state: FieldState };
  const found = (): Found[] => {
    const out: Found[] = [];
    const els = card().querySelectorAll('textarea, input, [data-testid="large-input"], .cm-content');
    els.forEach((node, i) => {
      const el = node as HTMLElement;
      if (el.getAttribute('data-testid') === 'large-input') {
        const chars = Number((el.querySelector('p')?.textContent ?? '').replace(/[^\d]/g, ''));
        out.push({ el, state: { key: labelOf(el, i), kind: 'large', value: `${chars} characters`, chars } });
        return;
      }
      if (el.classList.contains('cm-content')) {
        if (el.getAttribute('contenteditable') !== 'true' || el.getAttribute('aria-readonly') === 'true') return;
        const doc = editorView(el).state.doc;
        const value = doc.length > 100_000 ? `${doc.length} characters` : doc.sliceString(0);
        out.push({ el, state: { key: labelOf(el, i), kind: 'editor', value, chars: doc.length } });
        return;
      }
      // The editor's own search panel.
      if (el.closest('.cm-editor')) return;
      if (!shown(el)) return;
      if (el instanceof HTMLTextAreaElement) {
        if (el.readOnly || el.matches(':disabled')) return;
        out.push({ el, state: { key: labelOf(el, i), kind: 'textarea', value: el.value.length > 100_000 ? `${el.value.length} characters` : el.value } });
        return;
      }
      const input = el as HTMLInputElement;
      if (input.readOnly || input.matches(':disabled')) return;
      const type = input.type;
      // A text field that only asks for digits (inputmode) still takes whatever is typed: it gets every input.
      if (type === 'number') out.push({ el, state: { key: labelOf(el, i), kind: 'number', value: input.value } });
      else if (DATE_TYPES.has(type)) out.push({ el, state: { key: labelOf(el, i), kind: 'date', value: input.value } });
      else if (TEXT_TYPES.has(type)) out.push({ el, state: { key: labelOf(el, i), kind: 'input', value: input.value } });
    });
    // Keys stay unique, so a field is found again after a re-render.
    const count = new Map<string, number>();
    for (const f of out) {
      const n = count.get(f.state.key) ?? 0;
      count.set(f.state.key, n + 1);
      if (n > 0) f.state.key = `${f.state.key} (${n + 1})`;
    }
    return out;
  };

  type View = { dispatch(spec: unknown): void; focus(): void; state: { doc: { length: number; sliceString(a: number, b?: number): string } } };
  const editorView = (el: Element): View => (el.closest('.cm-editor') as Element & { toolboxEditor: { view: View } }).toolboxEditor.view;
  const setNative = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  /** True when the page took the paste (cancelled the browser's insertion, as the big-text field does). */
  const paste = (el: HTMLElement, value: string): boolean => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    return !el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  };
  /** A text field gets `value` whole: small values through the native setter, large ones as a paste over everything. */
  const putText = (f: Found, value: string) => {
    if (f.state.kind === 'large') {
      paste(f.el, value);
      return;
    }
    if (f.state.kind === 'editor') {
      // Over everything, as Ctrl+A then Ctrl+V would.
      const view = editorView(f.el);
      view.focus();
      view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
      paste(f.el, value);
      return;
    }
    const el = f.el as HTMLInputElement | HTMLTextAreaElement;
    if (f.state.kind === 'textarea' && value.length > 200_000) {
      el.focus();
      el.select();
      // A paste the page took is in its state even while the field still shows the old value (React renders
      // later); only a field that ignored it gets the value set, as the browser's own insertion would have done
      // (setting 10 MiB into a field the page then replaces was seconds of the sweep's time per tool).
      if (!paste(el, value) && el.value !== value) setNative(el, value);
      return;
    }
    setNative(el, value);
  };

  const buttons = (): HTMLElement[] => {
    const group = actionGroup();
    // Tabs, radios, switches and disclosures set options, they are not actions on the input; a toggle button that is
    // not pressed yet is pressed (a case converter's cases are such toggles), one already pressed is left alone.
    return [...card().querySelectorAll<HTMLElement>('button, [role="button"]')].filter((b) => {
      if (b.matches('[aria-pressed="true"], [role="tab"], [role="radio"], [role="switch"], [aria-expanded]')) return false;
      if (group?.contains(b) || b.closest('[data-testid="large-input"]') || b.closest('[data-testid="job-progress"]')) return false;
      // The editor's toolbar and panels (search, fold, wrap) act on the view, not on the tool's input.
      if (b.closest('.cm-editor, [role="toolbar"]')) return false;
      if (b.matches(':disabled') || b.getAttribute('aria-disabled') === 'true' || !shown(b)) return false;
      const name = `${b.getAttribute('aria-label') ?? ''} ${b.textContent ?? ''} ${b.title}`;
      return !EXCLUDE.test(name);
    });
  };
  const nameOf = (b: HTMLElement) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 40);
  const tick = () => new Promise<void>((r) => setTimeout(r, 0));

  const observer = new MutationObserver(() => {
    document.querySelectorAll('[data-sonner-toast]').forEach((t) => {
      if (seen.has(t)) return;
      seen.add(t);
      toasts.push({ at: performance.now(), type: t.getAttribute('data-type') ?? '', text: (t.textContent ?? '').trim() });
    });
  });
  const observe = () => observer.observe(document.body, { childList: true, subtree: true });
  if (document.body) observe();
  else document.addEventListener('DOMContentLoaded', observe);

  // Pending work the sweep waits for: short timers (debounced live tools, progress delays) and fetches.
  const pending = new Set<number>();
  const nativeSet = window.setTimeout.bind(window);
  const nativeClear = window.clearTimeout.bind(window);
  w.setTimeout = ((fn: TimerHandler, delay?: number, ...args: unknown[]) => {
    const ms = Number(delay) || 0;
    if (typeof fn !== 'function' || ms < 50 || ms > 1500) return nativeSet(fn, delay, ...args);
    const id = nativeSet((...a: unknown[]) => {
      pending.delete(id);
      (fn as (...x: unknown[]) => void)(...a);
    }, ms, ...args);
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  w.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    nativeClear(id);
  }) as typeof window.clearTimeout;
  let fetching = 0;
  const nativeFetch = window.fetch.bind(window);
  w.fetch = (async (...args: Parameters<typeof fetch>) => {
    fetching++;
    try {
      return await nativeFetch(...args);
    } finally {
      fetching--;
    }
  }) as typeof fetch;
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

  let gap = 0;
  let gapOn = false;
  let lastFrame = 0;

  w.__hostile = {
    toasts,
    now: () => performance.now(),
    fields: () => found().map((f) => f.state),
    setAll({ text: given, area, numeric, dates }) {
      const text = typeof given === 'string' ? given : w.__hostile.build(given.build);
      let n = 0;
      const keys = found().map((f) => f.state.key);
      for (const key of keys) {
        // Re-found each time: setting one field may re-render the others.
        const f = found().find((x) => x.state.key === key);
        if (!f) continue;
        if (f.state.kind === 'date') {
          if (dates) setNative(f.el as HTMLInputElement, '');
          else continue;
        } else if (f.state.kind === 'number') {
          if (numeric === null) continue;
          setNative(f.el as HTMLInputElement, numeric);
        } else if (f.state.kind === 'input') {
          putText(f, text);
        } else {
          putText(f, area ?? text);
        }
        n++;
      }
      return n;
    },
    setLarge({ size }) {
      const all = found();
      const wordy = (f: Found) => f.state.kind === 'input' && !['numeric', 'decimal'].includes((f.el as HTMLInputElement).inputMode);
      const target = all.find((f) => f.state.kind === 'textarea' || f.state.kind === 'large' || f.state.kind === 'editor') ?? all.find(wordy);
      if (!target) return null;
      const text = w.__hostile.build(size > 5_000_000 ? 'mb10' : 'mb1');
      // A real paste into a single-line field inserts at most its maxlength; an over-long value set by script is
      // the 1 MB payload's case (setting 10 MiB into an <input> is seconds of the browser's own work per tool).
      const max = target.state.kind === 'input' ? (target.el as HTMLInputElement).maxLength : -1;
      putText(target, max >= 0 ? text.slice(0, max) : text);
      return target.state.key;
    },
    setFile({ index, size, name, type }) {
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
      const input = card().querySelectorAll('input[type="file"]')[index] as HTMLInputElement;
      const files = new DataTransfer();
      files.items.add(new File([bytes], name, { type }));
      input.files = files.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    buttons: () => buttons().map(nameOf),
    async press(max) {
      const pressed: string[] = [];
      const names = buttons().map(nameOf).slice(0, max);
      for (let i = 0; i < names.length; i++) {
        const b = buttons().find((x) => nameOf(x) === names[i]) ?? buttons()[i];
        if (!b) continue;
        pressed.push(nameOf(b));
        b.click();
        await tick();
      }
      return pressed;
    },
    busy: () =>
      pending.size > 0 || fetching > 0 || document.querySelector('[data-testid="job-progress"], [aria-busy="true"]') !== null,
    async settle(timeout) {
      const end = performance.now() + timeout;
      await frame();
      await tick();
      let quiet = 0;
      while (performance.now() < end) {
        quiet = w.__hostile.busy() ? 0 : quiet + 1;
        if (quiet >= 3) return true;
        await new Promise<void>((r) => nativeSet(r, 20));
      }
      return false;
    },
    async run(spec) {
      const since = performance.now();
      if (spec.regex) w.__hostile.setRegexOptions(true);
      const set = spec.keep ? 0 : w.__hostile.setAll(spec);
      await tick();
      // The editor takes a large paste in over a few tasks (aria-busy meanwhile): the actions are for the text pasted.
      for (const end = performance.now() + 10_000; document.querySelector('.cm-editor[aria-busy="true"]') && performance.now() < end;) {
        await new Promise<void>((r) => nativeSet(r, 20));
      }
      const before = w.__hostile.fields();
      const pressed = await w.__hostile.press(spec.maxButtons);
      const settled = await w.__hostile.settle(spec.timeout);
      const answerMs = await w.__hostile.answerMs();
      const payload = typeof spec.text === 'string' ? `${spec.text}\n${spec.area ?? ''}` : '';
      const out = w.__hostile.outcome(since, payload);
      const after = w.__hostile.fields();
      if (spec.regex) w.__hostile.setRegexOptions(false);
      return { ...out, pressed, set, before, after, settled, answerMs, pwned: w.__pwned !== undefined };
    },
    async answerMs() {
      // Best of 5, 30 ms apart: a busy CI machine delays single round trips, a janky page delays them all. A quick
      // answer (well under the sweep's limit) is already the best the page can give: no need for four more.
      let best = Infinity;
      for (let i = 0; i < 5 && best > 40; i++) {
        if (i > 0) await new Promise<void>((r) => nativeSet(r, 30));
        const t0 = performance.now();
        await new Promise<void>((r) => setTimeout(r, 0));
        await new Promise<void>((r) => requestAnimationFrame(() => r()));
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    },
    startGaps() {
      gap = 0;
      lastFrame = performance.now();
      if (gapOn) return;
      gapOn = true;
      const frame = (now: number) => {
        gap = Math.max(gap, now - lastFrame);
        lastFrame = now;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    maxGap: () => gap,
    outcome(since, payload) {
      const root = card();
      const messages = toasts.filter((t) => t.at >= since && t.type === 'error').map((t) => `toast: ${t.text}`);
      root.querySelectorAll('[role="alert"], [aria-invalid="true"], .text-destructive').forEach((el) => {
        if (!shown(el)) return;
        const text = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? `invalid field ${labelOf(el, 0)}` : (el.textContent ?? '').trim();
        if (text) messages.push(`inline: ${text.slice(0, 120)}`);
      });
      // Visible text of the tool's area, without the user's own text echoed in the big-text preview.
      const clone = root.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('[data-testid="large-input"], [role="group"][aria-label="Tool actions"], .cm-content').forEach((el) => el.remove());
      const text = clone.textContent ?? '';
      const poison = POISON.filter((re) => re.test(text) && !re.test(payload)).map((re) => {
        const m = re.exec(text)!;
        return { token: re.source, at: text.slice(Math.max(0, m.index - 50), m.index + 20).replace(/\s+/g, ' ') };
      });
      const outputs = [...root.querySelectorAll<HTMLElement>('[data-testid="tool-output"]')].map((o) => {
        const editor = o.querySelector('.cm-content');
        if (editor) return editorView(editor).state.doc.sliceString(0, 100_000);
        return (o as HTMLTextAreaElement).value ?? o.textContent ?? '';
      });
      return { messages, poison, outputs, pressed: [] };
    },
    setRegexOptions(on) {
      let n = 0;
      card().querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box) => {
        const label = box.labels?.[0]?.textContent ?? '';
        if (/regex|regular expression/i.test(label) && box.checked !== on) {
          box.click();
          n++;
        }
      });
      return n;
    },
    build(kind) {
      if (kind === 'binary') {
        let s = '';
        for (let c = 0; c < 0x20; c++) s += String.fromCharCode(c);
        return `${s}\u007f\u0080\u0081\u009f\u00ad\ufeff\ufffd\ufffe\uffff\u00ff\u00fe${s}`;
      }
      if (kind === 'deepJson') return `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const size = kind === 'mb10' ? 10 * 1024 * 1024 : 1024 * 1024;
      const line = 'The quick brown fox jumps over the lazy dog 0123456789 <b>&amp;</b> "quoted", a,b;c\n';
      return line.repeat(Math.ceil(size / line.length)).slice(0, size);
    },
  };
}
