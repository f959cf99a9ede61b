import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The generic part of the benchmark: what a row is, what one run records, and
 * the page-side helpers every row can use (window.__bench). Rows live in
 * tests/bench/rows/; suite.bench.ts runs them; report.ts prints the table.
 */

/** Timestamps on the page's clock (performance.now()) of the trigger and of the result in the DOM. */
export interface Measured {
  start: number;
  end: number;
  /**
   * When the measured action began, for a run with a lead-in that is not the action itself (a 10 MiB paste
   * before the tool's button): UI time then runs from here, and the lead-in is reported on its own line.
   */
  actionStart?: number;
}

export interface Baseline {
  name: string;
  /** One timed raw run; returns milliseconds. */
  run(page: Page): Promise<number>;
}

export interface BenchRow {
  /** Unique; also the Playwright test title (so `--grep` selects rows). */
  name: string;
  /** Table section, e.g. "hash" or "image". */
  group: string;
  sizeBytes: number;
  /** Why the row cannot run in this build (e.g. the tool is not present yet), or null. */
  skip?(page: Page): Promise<string | null>;
  /** Before each run, not timed: open the tool, warm its worker, build the input in the page. */
  prepare?(page: Page): Promise<void>;
  /** The timed UI path: trigger the tool as a user would and wait for the result on screen. */
  runUi(page: Page): Promise<Measured>;
  /** What the raw baseline is (printed in the table). */
  rawLabel: string;
  /** What the lead-in is, for a row whose run has one (default: the paste before the action). */
  leadInLabel?: string;
  /** The fair raw baseline the ratio compares against; returns milliseconds. */
  runRaw(page: Page): Promise<number>;
  /** Further raw baselines shown under the row (time and throughput, no ratio). */
  baselines?: Baseline[];
  /** After each run: drop references to the input. */
  cleanup?(page: Page): Promise<void>;
  /** Set by the row while it runs (e.g. the generated image's size); printed under the table. */
  note?: string;
}

export interface RunSample {
  uiMs: number;
  rawMs: number;
  longTaskMs: number;
  /** The lead-in (start → actionStart), when the run has one, and its longest task. */
  leadInMs: number | null;
  leadInLongTaskMs: number | null;
  heapDeltaBytes: number | null;
  heapPeakDeltaBytes: number | null;
  rssPeakDeltaBytes: number | null;
  rssPeakByKind: Record<string, number> | null;
  /** The same RSS reading around the raw baseline run, as a control. */
  rawRssPeakByKind: Record<string, number> | null;
  baselines: Record<string, number>;
}

export interface RowResult {
  name: string;
  group: string;
  sizeBytes: number;
  rawLabel: string;
  leadInLabel?: string;
  note?: string;
  skipped?: string;
  error?: string;
  samples: RunSample[];
  machine?: MachineInfo;
}

export interface MachineInfo {
  hardwareConcurrency: number;
  userAgent: string;
  deviceMemory: number | null;
  browserVersion: string;
  cpuModel: string;
  totalMemBytes: number;
  platform: string;
  /** os.loadavg() when the row finished: other work on the machine skews every number. */
  loadAverage: number[];
}

export const MiB = 1024 * 1024;

/** What the page-side helpers (PAGE_HELPERS below) put on window, for page.evaluate callbacks. */
/** What the bench reads of a CodeMirror view (the editor's root carries it as toolboxEditor.view). */
export interface EditorViewLike {
  state: { doc: { length: number; lines: number }; readOnly: boolean };
  dispatch(spec: unknown): void;
  focus(): void;
}

export interface BenchWindow {
  __bench: {
    makeText(n: number): string;
    makeFile(n: number, name?: string): File;
    byTestId(id: string): HTMLElement | null;
    text(testId: string): string | null;
    button(label: string): HTMLButtonElement | null;
    setValue(el: Element, value: string): void;
    /** The code editor (src/ui/editor) a field is, or holds; null for a textarea or input. */
    editorOf(el: Element | null): { text(): string; view: EditorViewLike } | null;
    /** A field's whole text: a textarea's or input's value, or the editor's document. */
    fieldText(el: Element | null): string;
    /** Whether a field has taken in what it was given (the editor takes a large paste in over a few tasks). */
    fieldReady(el: Element | null): boolean;
    /** What the tool's result is now: a textarea's value, or the editor's document (a new one for each result). */
    output(): unknown;
    setFiles(input: Element, files: File[]): void;
    when(check: () => unknown, timeoutMs?: number): Promise<number>;
    settle(ms?: number): Promise<void>;
    heap(): number | null;
    sampleHeap(): { stop(): number | null };
  };
  /** The current row's input (text or File), shared by the UI run and the raw baselines. */
  __benchInput?: unknown;
}

export function runsFromEnv(): number {
  const n = Number(process.env.BENCH_RUNS ?? 3);
  return Number.isInteger(n) && n >= 1 ? n : 3;
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function medianOrNull(values: (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? median(v) : null;
}

// ---------------------------------------------------------------------------
// Page-side helpers, installed before any page script on every navigation.
// Kept as plain JS source so nothing depends on how Playwright transpiles TS.
// ---------------------------------------------------------------------------

const PAGE_HELPERS = String.raw`
(() => {
  const tasks = [];
  window.__benchLongTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch { /* no long-task API: rows report 0 */ }

  const xorshift = (seed) => {
    let x = seed | 0 || 1;
    return () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return x >>> 0; };
  };

  const byTestId = (id) => document.querySelector('[data-testid="' + id + '"]');

  window.__bench = {
    /** ASCII text of exactly n bytes (words of pseudo-random letters). */
    makeText(n) {
      const next = xorshift(0x9e3779b9);
      let block = '';
      while (block.length < 65536) {
        const len = 2 + (next() % 9);
        for (let i = 0; i < len; i++) block += String.fromCharCode(97 + (next() % 26));
        block += next() % 11 === 0 ? '\n' : ' ';
      }
      return block.repeat(Math.ceil(n / block.length)).slice(0, n);
    },
    /** A File of n pseudo-random bytes, built from one reused 1 MiB block so no big buffer stays on the JS heap. */
    makeFile(n, name = 'bench.bin') {
      const blockSize = 1024 * 1024;
      const block = new Uint8Array(blockSize);
      const words = new Uint32Array(block.buffer);
      const next = xorshift(0x1234567);
      for (let i = 0; i < words.length; i++) words[i] = next();
      const parts = [];
      for (let left = n; left > 0; left -= blockSize) parts.push(left >= blockSize ? block : block.subarray(0, left));
      return new File(parts, name, { type: 'application/octet-stream' });
    },
    byTestId,
    text(id) {
      const el = byTestId(id);
      return el ? el.textContent.trim() : null;
    },
    button(label) {
      return [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label || b.getAttribute('aria-label') === label) ?? null;
    },
    /** Sets a React-controlled field the way typing would (native setter + input event). */
    setValue(el, value) {
      const editor = window.__bench.editorOf(el);
      if (editor) {
        // The editor takes text as a paste over everything (it has no value to set); see fieldReady.
        editor.view.focus();
        editor.view.dispatch({ selection: { anchor: 0, head: editor.view.state.doc.length } });
        const data = new DataTransfer();
        data.setData('text/plain', value);
        el.closest('.cm-editor').querySelector('.cm-content').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        return;
      }
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    editorOf(el) {
      if (!el) return null;
      const root = el.closest('.cm-editor') ?? el.querySelector('.cm-editor');
      return root ? root.toolboxEditor ?? null : null;
    },
    fieldText(el) {
      const editor = window.__bench.editorOf(el);
      if (editor) return editor.text();
      return el ? el.value ?? el.textContent ?? '' : '';
    },
    fieldReady(el) {
      if (!window.__bench.editorOf(el)) return true;
      return (el.closest('.cm-editor') ?? el.querySelector('.cm-editor')).getAttribute('aria-busy') !== 'true';
    },
    output() {
      const el = byTestId('tool-output');
      const editor = window.__bench.editorOf(el);
      if (editor) return editor.view.state.doc.length ? editor.view.state.doc : '';
      return el ? el.value ?? '' : '';
    },
    /** Hands files to an <input type=file> the way a pick would (DataTransfer + change event). */
    setFiles(input, files) {
      const dt = new DataTransfer();
      for (const f of files) dt.items.add(f);
      input.files = dt.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    /** Resolves with performance.now() at the first DOM mutation after which check() is truthy. */
    when(check, timeoutMs = 600000) {
      return new Promise((resolve, reject) => {
        const done = () => {
          let ok = false;
          try { ok = !!check(); } catch (e) { observer.disconnect(); clearTimeout(timer); reject(e); return true; }
          if (ok) { const t = performance.now(); observer.disconnect(); clearTimeout(timer); resolve(t); }
          return ok;
        };
        const observer = new MutationObserver(() => { done(); });
        const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for the result')); }, timeoutMs);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        done();
      });
    },
    /** Lets pending renders, layout and long tasks finish before a timed run. */
    settle(ms = 250) {
      return new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const idle = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 0));
          setTimeout(() => idle(() => resolve(), { timeout: 2000 }), ms);
        })),
      );
    },
    heap() {
      if (typeof window.gc === 'function') window.gc();
      return performance.memory ? performance.memory.usedJSHeapSize : null;
    },
    /** Samples the heap every 20 ms until stopped; returns the highest reading. */
    sampleHeap() {
      if (!performance.memory) return { stop: () => null };
      let peak = performance.memory.usedJSHeapSize;
      const id = setInterval(() => { peak = Math.max(peak, performance.memory.usedJSHeapSize); }, 20);
      return { stop: () => { clearInterval(id); return Math.max(peak, performance.memory.usedJSHeapSize); } };
    },
  };
})();
`;

export async function installPageHelpers(page: Page): Promise<void> {
  await page.addInitScript({ content: PAGE_HELPERS });
}

/** The longest long task overlapping [start, end] (page clock), after giving the observer time to report. */
export async function longestTask(page: Page, m: Measured): Promise<number> {
  return page.evaluate(async ({ start, end }) => {
    await new Promise((r) => setTimeout(r, 100));
    const tasks = (window as unknown as { __benchLongTasks?: { startTime: number; duration: number }[] }).__benchLongTasks ?? [];
    let max = 0;
    for (const t of tasks) if (t.startTime <= end && t.startTime + t.duration >= start) max = Math.max(max, t.duration);
    return max;
  }, m);
}

// ---------------------------------------------------------------------------
// Resident memory of the browser's processes (Linux only): the JS heap does not
// count ArrayBuffers nor the worker, so this is what shows memory stays flat.
// ---------------------------------------------------------------------------

function procChildren(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return children;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** The browser launched by this Playwright worker and all its processes (renderer, GPU, utility…). */
function browserPids(): number[] {
  const children = procChildren();
  const out: number[] = [];
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function processKind(pid: number): string {
  try {
    // Chromium rewrites its process title, so arguments may be NUL- or space-separated.
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const type = /--type=(\S+)/.exec(cmd)?.[1];
    if (type === 'utility') {
      const sub = /--utility-sub-type=(\S+)/.exec(cmd)?.[1]?.split('.').pop();
      return sub ? `utility:${sub}` : 'utility';
    }
    return type ?? (/chrom/i.test(cmd) ? 'browser' : 'other');
  } catch {
    return 'gone';
  }
}

export interface RssPeak {
  /** Sum over the browser's processes of (peak RSS during the run − RSS at its start), bytes. */
  totalBytes: number;
  /** The same, per kind of process (renderer holds the page and its workers; browser holds Blob storage). */
  byKind: Record<string, number>;
}

/**
 * Resets each process's peak-RSS counter (writing 5 to /proc/<pid>/clear_refs)
 * and, when stopped, reports how much extra resident memory the run needed at
 * its high point. Null where /proc is not available or not writable.
 */
export function watchRss(): { stop: () => RssPeak | null } {
  const start = new Map<number, number>();
  for (const pid of browserPids()) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const rss = statusKb(pid, 'VmRSS');
      if (rss !== null) start.set(pid, rss);
    } catch {
      // not ours to reset
    }
  }
  return {
    stop() {
      if (!start.size) return null;
      const byKind: Record<string, number> = {};
      let total = 0;
      for (const [pid, before] of start) {
        const peak = statusKb(pid, 'VmHWM');
        if (peak === null) continue;
        const grew = Math.max(0, peak - before) * 1024;
        total += grew;
        const kind = processKind(pid);
        byKind[kind] = (byKind[kind] ?? 0) + grew;
      }
      return { totalBytes: total, byKind };
    },
  };
}
