import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { WORDS, sampleDiffTexts, sampleJson, words, xorshift } from '@workers/bench/inputs';
import { MiB, median, type Baseline, type BenchRow, type BenchWindow, type Measured } from '../harness';
import { installWorkerCaller, type WorkerCaller } from '../workerCaller';

/**
 * Rows for the text / data / code worker tools: text-diff, json-formatter,
 * csv-to-json, xml-to-json, code-minifier (JavaScript) and sql-formatter.
 * The input is generated here (deterministic), pasted into the tool's
 * textarea the way a paste does (native setter + one input event), and the UI
 * time runs from the button click to the result in the DOM, on the page's
 * clock. The raw baseline is the same library the worker uses, with the same
 * options, in a bare classic worker started from a Blob URL in the same page;
 * its browser build is served from node_modules through page.route and loaded
 * with importScripts (nothing is added to the app build).
 */

const require = createRequire(import.meta.url);

export interface Lib {
  /** Served at /bench/lib/<key>.js and cached per page. */
  key: string;
  file: string;
  /** The script itself, when it is not a file of an installed package (e.g. a bundle built for the bench). */
  code?: () => Promise<string>;
  /** Worker body: defines `async function run(input)` returning something small. */
  source: string;
  /** A tiny input for the warm-up call (script load + first-call JIT). */
  warm: unknown;
}

export const LIBS = {
  diff: {
    key: 'diff',
    file: 'diff/dist/diff.min.js',
    source: `async function run({ a, b }) {
      const parts = Diff.diffLines(a, b);
      let added = 0, removed = 0;
      for (const p of parts) { if (p.added) added += p.count; else if (p.removed) removed += p.count; }
      return { added, removed };
    }`,
    warm: { a: 'a\nb\n', b: 'a\nc\n' },
  },
  json: {
    key: 'json',
    file: '', // no library: the engine's own JSON
    source: `async function run(input) { return JSON.stringify(JSON.parse(input), null, 2).length; }`,
    warm: '[{"a":1}]',
  },
  papaparse: {
    key: 'papaparse',
    file: 'papaparse/papaparse.min.js',
    // The app's settings (workers/data/csv.ts): header row, no type inference, skip empty lines, 2-space JSON.
    source: `async function run(input) {
      const r = Papa.parse(input, { header: true, dynamicTyping: false, skipEmptyLines: true });
      return JSON.stringify(r.data, null, 2).length;
    }`,
    warm: 'a,b\n1,2\n',
  },
  fxp: {
    key: 'fxp',
    file: 'fast-xml-parser/lib/fxp.min.js',
    // The app's settings (workers/data/xml.ts) with inferTypes off: validate, parse, 2-space JSON.
    source: `async function run(input) {
      const v = fxp.XMLValidator.validate(input);
      if (v !== true) throw new Error('invalid XML: ' + JSON.stringify(v));
      const parser = new fxp.XMLParser({
        ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', ignoreDeclaration: true,
        ignorePiTags: true, parseTagValue: false, parseAttributeValue: false, htmlEntities: true,
      });
      return JSON.stringify(parser.parse(input), null, 2).length;
    }`,
    warm: '<a><b>1</b></a>',
  },
  terser: {
    key: 'terser',
    file: 'terser/dist/bundle.min.js',
    // The app's call for a classic script (workers/code/minify.ts).
    source: `async function run(input) {
      const r = await Terser.minify(input, { module: false, compress: true, mangle: true });
      return r.code.length;
    }`,
    warm: 'function f(a){return a+1}',
  },
  sql: {
    key: 'sql',
    file: 'sql-formatter/dist/sql-formatter.min.js',
    // The tool's defaults: standard SQL, upper-case keywords, 2-space indent; the whole input in one call.
    source: `async function run(input) {
      return sqlFormatter.format(input, { language: 'sql', keywordCase: 'upper', tabWidth: 2, useTabs: false }).length;
    }`,
    warm: 'select a from b',
  },
} satisfies Record<string, Lib>;

const LIB_ROUTE = '/bench/lib/';

/**
 * The path of a file inside an installed package, also when the package's
 * "exports" map does not list it (terser, sql-formatter, diff): the package's
 * own entry point locates its folder in node_modules.
 */
function packageFile(spec: string): string {
  const [pkg, ...rest] = spec.split('/');
  const entry = require.resolve(pkg!);
  const marker = `node_modules/${pkg}/`;
  const at = entry.replace(/\\/g, '/').lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot locate ${pkg} in node_modules (${entry})`);
  return join(entry.slice(0, at + marker.length), ...rest);
}
const routed = new WeakMap<Page, Set<string>>();

/** Starts the bare worker for `lib` in the current document (once per navigation) and warms it up. */
export async function ensureLibWorker(page: Page, lib: Lib): Promise<void> {
  const done = routed.get(page) ?? new Set<string>();
  routed.set(page, done);
  if (lib.file && !done.has(lib.key)) {
    done.add(lib.key);
    const body = lib.code ? await lib.code() : readFileSync(packageFile(lib.file), 'utf8');
    await page.route(`**${LIB_ROUTE}${lib.key}.js`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body }),
    );
  }
  await installWorkerCaller(page);
  await page.evaluate(
    async ({ key, source, url, warm }) => {
      type Call = (input: unknown) => Promise<unknown>;
      const w = window as unknown as { __benchLibs?: Record<string, Call> };
      w.__benchLibs ??= {};
      if (w.__benchLibs[key]) return;
      const code = `${url ? `importScripts(${JSON.stringify(location.origin + url)});\n` : ''}${source}
self.onmessage = async ({ data }) => {
  try { self.postMessage({ id: data.id, result: await run(data.input) }); }
  catch (err) { self.postMessage({ id: data.id, error: String((err && err.stack) || err) }); }
};`;
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { name: `bench-${key}` });
      const post = (window as unknown as { __benchCaller: WorkerCaller }).__benchCaller(worker, 'bench worker failed');
      const call: Call = (input) => post({ input });
      await call(warm);
      w.__benchLibs[key] = call;
    },
    { key: lib.key, source: lib.source, url: lib.file ? `${LIB_ROUTE}${lib.key}.js` : '', warm: lib.warm },
  );
}

/** One timed call on the bare worker with window.__benchInput: postMessage → reply, on the page's clock. */
export async function timeLib(page: Page, lib: Lib): Promise<{ ms: number; result: unknown }> {
  await ensureLibWorker(page, lib);
  return page.evaluate(async (key) => {
    const w = window as unknown as BenchWindow & { __benchLibs: Record<string, (input: unknown) => Promise<unknown>> };
    const start = performance.now();
    const result = await w.__benchLibs[key]!(w.__benchInput);
    return { ms: performance.now() - start, result };
  }, lib.key);
}

// ---------------------------------------------------------------------------
// Inputs (deterministic, ASCII so characters = bytes)
// ---------------------------------------------------------------------------

const rng = xorshift;

function makeCsv(bytes: number): string {
  const next = rng(0xc5f);
  const lines = ['id,name,email,city,score,active,created,comment'];
  let size = lines[0]!.length + 1;
  for (let id = 1; size < bytes; id++) {
    const comment = next() % 4 === 0 ? `"${words(next, 3)}, ""quoted"" ${words(next, 2)}"` : words(next, 5);
    const line =
      `${id},${words(next, 2)},user${id}@example.com,${words(next, 1)},${(next() % 100000) / 100},` +
      `${next() % 2 === 0},2024-${String(1 + (next() % 12)).padStart(2, '0')}-${String(1 + (next() % 28)).padStart(2, '0')},${comment}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

function makeXml(bytes: number): string {
  const next = rng(0x3a1);
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<catalog>'];
  let size = parts[0]!.length;
  for (let id = 1; size < bytes; id++) {
    const s =
      `\n  <item id="${id}" type="${WORDS[next() % WORDS.length]}" available="${next() % 2 === 0}">` +
      `\n    <name>${words(next, 3)}</name>\n    <price currency="EUR">${(next() % 100000) / 100}</price>` +
      `\n    <description>${words(next, 10)} &amp; ${words(next, 3)}</description>` +
      `\n    <tags><tag>${WORDS[next() % WORDS.length]}</tag><tag>${WORDS[next() % WORDS.length]}</tag></tags>\n  </item>`;
    parts.push(s);
    size += s.length;
  }
  parts.push('\n</catalog>\n');
  return parts.join('');
}

function makeJs(bytes: number): string {
  const next = rng(0x75);
  const parts: string[] = ["'use strict';\n"];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const w = () => WORDS[next() % WORDS.length]!;
    const fn = `
/**
 * Computes the ${w()} ${w()} for a list of ${w()} records.
 * @param {Array<object>} items the records
 * @param {object} options thresholds and labels
 */
function compute${w()[0]!.toUpperCase()}${w()}Totals${i}(items, options) {
  const result = [];
  let total = 0;
  const threshold = options && typeof options.threshold === 'number' ? options.threshold : ${next() % 500};
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (!item || item.disabled) continue;
    if (item.price > threshold) {
      const quantity = item.quantity || 1;
      total += item.price * quantity;
      result.push({ id: item.id, label: '${w()} ' + item.name + ' (${w()})', total: total, quantity: quantity });
    } else if (item.price === threshold) {
      console.warn('${w()} ${w()} at threshold', item.id);
    }
  }
  const average = result.length > 0 ? total / result.length : 0;
  return { result: result, total: total, average: Math.round(average * ${10 + (next() % 90)}) / ${10 + (next() % 90)} };
}

var handler${i} = {
  name: '${w()}-${i}',
  enabled: ${next() % 2 === 0},
  run: function (input) {
    var values = input.map(function (x) { return x * ${1 + (next() % 9)} + ${next() % 100}; });
    return values.filter(function (v) { return v % 2 === 0; }).reduce(function (a, b) { return a + b; }, 0);
  },
};
`;
    parts.push(fn);
    size += fn.length;
  }
  return parts.join('');
}

function makeSql(bytes: number): string {
  const next = rng(0x5a1);
  const tables = ['customers', 'orders', 'order_items', 'products', 'invoices', 'payments', 'shipments', 'accounts'];
  const t = () => tables[next() % tables.length]!;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    let s: string;
    switch (next() % 4) {
      case 0:
        s = `select c.id, c.name, sum(o.total) as total_${i}, count(*) as orders from ${t()} c inner join ${t()} o on o.customer_id = c.id left join ${t()} p on p.order_id = o.id where o.created_at >= '2024-01-${String(1 + (next() % 28)).padStart(2, '0')}' and c.status in ('active', 'trial') and o.total > ${next() % 1000} group by c.id, c.name having count(*) > ${next() % 10} order by total_${i} desc limit ${10 + (next() % 90)};`;
        break;
      case 1:
        s = `insert into ${t()} (id, name, email, amount, created_at) values (${i}, '${words(next, 2)}', 'user${i}@example.com', ${(next() % 100000) / 100}, current_timestamp), (${i + 1}, '${words(next, 2)}', 'user${i + 1}@example.com', ${(next() % 100000) / 100}, current_timestamp);`;
        break;
      case 2:
        s = `update ${t()} set status = 'closed', updated_at = current_timestamp, note = '${words(next, 4)}' where id in (select id from ${t()} where amount < ${next() % 500} and created_at < '2023-12-31') and status <> 'archived';`;
        break;
      default:
        s = `select * from (select p.id, p.name, case when p.stock > ${next() % 100} then 'in stock' when p.stock > 0 then 'low' else 'out' end as availability, (select avg(price) from ${t()} x where x.category_id = p.category_id) as avg_price from ${t()} p where p.name like '%${WORDS[next() % WORDS.length]}%') sub where sub.avg_price between ${next() % 50} and ${100 + (next() % 400)};`;
    }
    parts.push(s);
    size += s.length + 1;
  }
  return `${parts.join('\n')}\n`;
}

// ---------------------------------------------------------------------------
// Page driving
// ---------------------------------------------------------------------------

/**
 * Pastes `value` into the field labelled `label` (a textarea: one input event; the editor: one paste event, taken in
 * over a few tasks) and lays it out before any timing. Right after the page is live the editor replaces the textarea:
 * a value set on the textarea in the moment between the editor's mount and the textarea's removal stays in the
 * removed one, so the field is looked up again and given the text again until the field on the page holds it.
 */
async function paste(page: Page, label: string, value: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const landed = await page.getByLabel(label, { exact: true }).evaluate(async (el, v) => {
      const b = (window as unknown as BenchWindow).__bench;
      b.setValue(el, v);
      await b.when(() => b.fieldReady(el));
      await b.settle(100);
      void el.scrollHeight;
      return el.isConnected && b.fieldText(el).length === v.length;
    }, value);
    if (landed) return;
  }
  throw new Error(`the text did not land in the field "${label}"`);
}

type Probe = 'output' | 'diff';

/** Clicks `button` and resolves when the probe (tool output / diff stats) shows a new, non-empty result. */
async function clickAndWait(page: Page, button: string, probe: Probe): Promise<Measured> {
  return page.evaluate(
    async ({ button, probe }) => {
      const b = (window as unknown as BenchWindow).__bench;
      // The result field's value, or the editor's document (a new one per result, on screen from its first slice).
      const read = () => (probe === 'diff' ? (b.text('diff-added') ?? '') : b.output());
      const before = read();
      const done = () => {
        const err = document.querySelector('[data-sonner-toast][data-type="error"]') ?? b.byTestId('tool-error');
        if (err) throw new Error(`the tool reported an error: ${err.textContent}`);
        const now = read();
        return now !== '' && now !== before;
      };
      const start = performance.now();
      b.button(button)!.click();
      const end = await b.when(done);
      return { start, end };
    },
    { button, probe },
  );
}

interface ToolSpec {
  name: string;
  slug: string;
  target: number;
  button: string;
  /** Textarea labels, in the order of the inputs. */
  labels: string[];
  probe: Probe;
  /** Tiny inputs for the warm-up job (loads the worker and its lazily imported library). */
  warm: string[];
  configure?(page: Page): Promise<void>;
  make(): { inputs: string[]; raw: unknown; note: string };
  lib: Lib;
  rawLabel: string;
  baselines?: (state: { inputs: string[] }) => Baseline[];
}

function label(bytes: number): string {
  return bytes >= MiB ? `${bytes / MiB} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

function toolRow(spec: ToolSpec): BenchRow {
  let made: ReturnType<ToolSpec['make']> | null = null;
  const get = () => (made ??= spec.make());
  const row: BenchRow = {
    name: `${spec.name} · ${label(spec.target)}`,
    group: 'text/data/code',
    sizeBytes: spec.target,
    rawLabel: spec.rawLabel,

    async prepare(page: Page) {
      const { inputs, raw, note } = get();
      row.sizeBytes = inputs.reduce((n, s) => n + s.length, 0);
      row.note = note;
      await page.goto(`/tools/${spec.slug}`);
      await page.getByRole('button', { name: spec.button, exact: true }).waitFor();
      await spec.configure?.(page);
      await ensureLibWorker(page, spec.lib);
      // Warm up the app's worker (spawn + lazy library chunk) with a tiny job.
      for (let i = 0; i < spec.labels.length; i++) await paste(page, spec.labels[i]!, spec.warm[i]!);
      await clickAndWait(page, spec.button, spec.probe);
      for (let i = 0; i < spec.labels.length; i++) await paste(page, spec.labels[i]!, inputs[i]!);
      await page.evaluate(async (r) => {
        const w = window as unknown as BenchWindow;
        w.__benchInput = r;
        await w.__bench.settle(300);
      }, raw);
    },

    runUi: (page) => clickAndWait(page, spec.button, spec.probe),

    async runRaw(page: Page) {
      return (await timeLib(page, spec.lib)).ms;
    },

    baselines: spec.baselines?.({ get inputs() { return get().inputs; } }),

    async cleanup(page: Page) {
      await page.evaluate(() => {
        delete (window as unknown as BenchWindow).__benchInput;
      });
    },
  };
  return row;
}

/** GNU diff on the same two texts, written to a temp dir; the median of 3 spawns (process start included). */
function gnuDiff(state: { inputs: string[] }): Baseline[] {
  let dir: string | null = null;
  const version = spawnSync('diff', ['--version'], { encoding: 'utf8' }).stdout?.split('\n')[0]?.trim() || 'diff';
  return [
    {
      name: `${version} (native, child_process, median of 3)`,
      async run() {
        if (!dir) {
          const d = mkdtempSync(join(tmpdir(), 'bench-diff-'));
          dir = d;
          writeFileSync(join(d, 'a.txt'), state.inputs[0]!);
          writeFileSync(join(d, 'b.txt'), state.inputs[1]!);
          process.once('exit', () => rmSync(d, { recursive: true, force: true }));
        }
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const t0 = process.hrtime.bigint();
          const r = spawnSync('diff', [join(dir, 'a.txt'), join(dir, 'b.txt')], { stdio: 'ignore' });
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
          if (r.error || (r.status !== 0 && r.status !== 1)) return NaN;
        }
        return median(times);
      },
    },
  ];
}

export const workerToolRows: BenchRow[] = [
  toolRow({
    name: 'text-diff lines, 2 % of lines changed',
    slug: 'text-diff',
    target: 1 * MiB,
    button: 'Compare',
    labels: ['Original text', 'Changed text'],
    probe: 'diff',
    warm: ['a\nb\n', 'a\nc\n'],
    make() {
      const { a, b, changed, lines } = sampleDiffTexts(1 * MiB);
      return {
        inputs: [a, b],
        raw: { a, b },
        note: `text-diff: two texts of ${(a.length / MiB).toFixed(2)} / ${(b.length / MiB).toFixed(2)} MiB, ${lines} lines, ${changed} changed; size = both`,
      };
    },
    lib: LIBS.diff,
    rawLabel: 'jsdiff diffLines, bare worker',
    baselines: gnuDiff,
  }),
  toolRow({
    name: 'json-formatter format (2 spaces)',
    slug: 'json-formatter',
    target: 10 * MiB,
    button: 'Format',
    labels: ['JSON input'],
    probe: 'output',
    warm: ['[{"a":1}]'],
    make() {
      const json = sampleJson(10 * MiB);
      return { inputs: [json], raw: json, note: 'json-formatter: minified array of objects (nested object, array, null)' };
    },
    lib: LIBS.json,
    rawLabel: 'JSON.parse + JSON.stringify(…, null, 2), bare worker',
  }),
  toolRow({
    name: 'csv-to-json convert',
    slug: 'csv-to-json',
    target: 10 * MiB,
    button: 'Convert to JSON',
    labels: ['CSV input'],
    probe: 'output',
    warm: ['a,b\n1,2\n'],
    make() {
      const csv = makeCsv(10 * MiB);
      return { inputs: [csv], raw: csv, note: 'csv-to-json: 8 columns, a quarter of the rows with quoted commas/quotes; no type inference' };
    },
    lib: LIBS.papaparse,
    rawLabel: 'papaparse (header) + JSON.stringify(…, null, 2), bare worker',
  }),
  toolRow({
    name: 'xml-to-json convert',
    slug: 'xml-to-json',
    target: 5 * MiB,
    button: 'Convert to JSON',
    labels: ['XML input'],
    probe: 'output',
    warm: ['<a><b>1</b></a>'],
    make() {
      const xml = makeXml(5 * MiB);
      return { inputs: [xml], raw: xml, note: 'xml-to-json: <catalog> of <item>s with attributes, entities and nested tags' };
    },
    lib: LIBS.fxp,
    rawLabel: 'fast-xml-parser validate + parse + JSON.stringify, bare worker',
  }),
  toolRow({
    name: 'code-minifier JavaScript minify',
    slug: 'code-minifier',
    target: 1 * MiB,
    button: 'Minify',
    labels: ['Input'],
    probe: 'output',
    warm: ['function f(a){return a+1}'],
    configure: async (page) => {
      await page.getByLabel('JavaScript', { exact: true }).check();
    },
    make() {
      const js = makeJs(1 * MiB);
      return { inputs: [js], raw: js, note: 'code-minifier: classic script of documented functions and object literals' };
    },
    lib: LIBS.terser,
    rawLabel: 'terser minify (compress + mangle), bare worker',
  }),
  toolRow({
    name: 'sql-formatter format',
    slug: 'sql-formatter',
    target: 1 * MiB,
    button: 'Format SQL',
    labels: ['Input'],
    probe: 'output',
    warm: ['select a from b'],
    make() {
      const sql = makeSql(1 * MiB);
      return { inputs: [sql], raw: sql, note: 'sql-formatter: SELECT with joins / subqueries, INSERT, UPDATE statements; standard SQL, UPPER, 2 spaces' };
    },
    lib: LIBS.sql,
    rawLabel: 'sql-formatter format (whole input in one call), bare worker',
  }),
];
