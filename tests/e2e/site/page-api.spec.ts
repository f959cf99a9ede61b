import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { OPERATIONS, normalizeOptions, type Value } from '@workers/ops/registry';
import { runSteps } from '@workers/recipe/run';
import { inputsFor } from '../../shared/opSamples';
import { slowWorker } from '../tools/data-helpers';
import type { ToolboxApi } from '@src/app/toolbox';
import { readFileSync } from 'node:fs';
import { pngBuffer } from '../tools/image-helpers';

/**
 * The page API (src/app/pageApiStub.ts, src/app/pageApi.ts; types src/app/toolbox.d.ts): `window.toolbox` on every
 * page once it is live. A table over the one operation table: every operation, on every sample input, gives through
 * `toolbox.run` what the same operation gives in node (the recipe engine), output or error key alike.
 */

/** A Value the page and node can both send: text as it is, bytes as a list. */
type Wire = string | { bytes: number[] };
const toWire = (v: Value): Wire => (typeof v === 'string' ? v : { bytes: [...v] });

async function ready(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { toolbox?: unknown }).toolbox !== undefined);
}

test('every operation through toolbox.run gives what the operation gives, output or error key alike', async ({ page }) => {
  test.setTimeout(120_000);
  await ready(page, '/tools/case-converter');
  const cases: { id: string; input: Wire; expected: { ok: true; output: Wire } | { ok: false; code: string } }[] = [];
  for (const op of OPERATIONS) {
    for (const input of inputsFor(op)) {
      const outcome = await runSteps([{ op: op.id, options: normalizeOptions(op, {}), enabled: true }], input, { locale: 'en' });
      cases.push({
        id: op.id,
        input: toWire(input),
        expected: outcome.failed ? { ok: false, code: outcome.failed.error.key } : { ok: true, output: toWire(outcome.output) },
      });
    }
  }
  const actual = await page.evaluate(async (list) => {
    const api = (window as unknown as { toolbox: ToolboxApi }).toolbox;
    const out = [];
    for (const c of list) {
      const input = typeof c.input === 'string' ? c.input : new Uint8Array(c.input.bytes);
      try {
        const r = await api.run(c.id, input);
        out.push({ ok: true, output: typeof r.output === 'string' ? r.output : { bytes: [...r.output] } });
      } catch (err) {
        out.push({ ok: false, code: (err as { code: string }).code });
      }
    }
    return out;
  }, cases.map(({ id, input }) => ({ id, input })));
  expect(cases.length).toBeGreaterThan(200);
  const differ = cases.filter((c, i) => JSON.stringify(actual[i]) !== JSON.stringify(c.expected)).map((c) => `${c.id} on ${JSON.stringify(c.input).slice(0, 40)}: ${JSON.stringify(c.expected).slice(0, 80)}`);
  expect(differ).toEqual([]);
});

test('ready, versioned, its operations named in the page language; recipes, Blob and ArrayBuffer inputs, timings and bytes', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('toolbox:ready', (e) => {
      (window as unknown as { readyVersion: string }).readyVersion = (e as CustomEvent<{ version: string }>).detail.version;
    });
  });
  await ready(page, '/zh/');
  const info = await page.evaluate(async () => {
    const w = window as unknown as { toolbox: ToolboxApi; readyVersion: string };
    const ops = await w.toolbox.operations();
    const sorted = await w.toolbox.recipe([{ op: 'dedupeLines' }, { op: 'sortLines', options: { order: 'desc' } }], 'b\na\nb\nc');
    const blob = await w.toolbox.run('sha256', new Blob(['abc']));
    const buffer = await w.toolbox.run('hexEncode', new Uint8Array([0, 255]).buffer);
    return { version: w.toolbox.version, ready: w.readyVersion, ops, sorted, blob, buffer: buffer.output };
  });
  expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(info.ready).toBe(info.version);
  expect(info.ops.map((o) => o.id)).toEqual(OPERATIONS.map((o) => o.id));
  const sort = info.ops.find((o) => o.id === 'sortLines')!;
  expect(sort).toMatchObject({ name: '行排序', group: 'lines', input: 'text', output: 'text' });
  expect(sort.options.find((o) => o.key === 'order')).toMatchObject({ type: 'choice', default: 'asc' });
  expect(info.sorted).toMatchObject({ output: 'c\nb\na', kind: 'text', bytesIn: 7, bytesOut: 5 });
  for (const key of ['queued', 'transferIn', 'worker', 'transferOut', 'total'] as const) expect(info.sorted.timings[key]).toBeGreaterThanOrEqual(0);
  expect(info.sorted.timings.total).toBeGreaterThanOrEqual(info.sorted.timings.worker);
  expect(info.blob.output).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(info.buffer).toBe('00ff');
});

test('errors: the pages\' keys and sentences, the failing step, unknown operations; cancel through the signal', async ({ page }) => {
  await slowWorker(page, 'formats', 20_000, 50_000);
  await ready(page, '/');
  const errors = await page.evaluate(async () => {
    const api = (window as unknown as { toolbox: ToolboxApi }).toolbox;
    const fail = (p: Promise<unknown>) => p.then(() => null, (e: { name: string; code: string; message: string; step?: number; at?: unknown }) => ({ name: e.name, code: e.code, message: e.message, step: e.step, at: e.at }));
    return {
      json: await fail(api.run('jsonFormat', '{"a":}')),
      step: await fail(api.recipe([{ op: 'whitespace' }, { op: 'base64Decode' }], '!!!')),
      unknown: await fail(api.run('nope', 'x')),
      input: await fail(api.run('sha256', 42 as unknown as string)),
    };
  });
  expect(errors.json).toMatchObject({ name: 'ToolboxError', code: 'data.invalidJson', at: { line: 1 } });
  expect(errors.json!.message).toMatch(/JSON/);
  expect(errors.step).toMatchObject({ code: 'base64.invalidChar', step: 1 });
  expect(errors.unknown).toMatchObject({ code: 'unknownOperation' });
  expect(errors.input).toMatchObject({ code: 'invalidInput' });

  // The worker is slowed for big messages: the run is mid-flight when the signal aborts.
  const cancelled = await page.evaluate(async () => {
    const api = (window as unknown as { toolbox: ToolboxApi }).toolbox;
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 300);
    const code = await api.run('sortLines', 'x\n'.repeat(100_000), undefined, { signal: controller.signal }).then(() => 'finished', (e: { code: string }) => e.code);
    return { code, ms: performance.now() - started };
  });
  expect(cancelled.code).toBe('cancelled');
  expect(cancelled.ms).toBeLessThan(10_000);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('every job is a User Timing measure: the recipe engine\'s with its breakdown (API and recipe builder), the others by kind', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { name: string; detail: unknown }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name.startsWith('toolbox:')) seen.push({ name: e.name, detail: (e as PerformanceMeasure).detail });
    }).observe({ type: 'measure', buffered: true });
  });
  await ready(page, '/tools/recipe-builder');
  await page.evaluate(() => (window as unknown as { toolbox: ToolboxApi }).toolbox.run('jsonMinify', '{ "a": 1 }'));
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: { name: string }[] }).seen.map((s) => s.name))).toEqual(
    expect.arrayContaining(['toolbox:jsonMinify', 'toolbox:recipe']),
  );
  const minify = await page.evaluate(() => (window as unknown as { seen: { name: string; detail: Record<string, unknown> }[] }).seen.find((s) => s.name === 'toolbox:jsonMinify')!.detail);
  expect(minify).toMatchObject({ ok: true, steps: ['jsonMinify'] });
  for (const key of ['queued', 'transferIn', 'worker', 'transferOut', 'total']) expect(typeof minify[key]).toBe('number');

  // Every other worker job too, by its kind (the job store's measure, src/store/jobs.ts): the hash generator's.
  await ready(page, '/tools/hash-generator');
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: { name: string; detail: { outcome?: string } }[] }).seen.filter((s) => s.name === 'toolbox:hash' && s.detail.outcome === 'done').length)).toBeGreaterThan(0);
});

test('the image jobs: compress and resize a file (HEIC too), with the pages\' limits and error codes', async ({ page }) => {
  test.setTimeout(90_000);
  await ready(page, '/');
  const png = pngBuffer(120, 80).toString('base64');
  const heic = readFileSync(new URL('../../fixtures/heic/grid-rotated.heic', import.meta.url)).toString('base64');
  const out = await page.evaluate(async ({ png, heic }) => {
    const api = (window as unknown as { toolbox: ToolboxApi }).toolbox;
    const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const file = new File([bytes(png)], 'shot.png', { type: 'image/png' });
    const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code: string }) => e.code);
    const webp = await api.image.compress(file, { format: 'image/webp', quality: 60 });
    const half = await api.image.resize(file, { percent: 50 });
    const photo = await api.image.compress(new File([bytes(heic)], 'IMG_0001.HEIC', { type: '' }));
    // 4.3 MP: "fast" writes it baseline (0xc0), "small" progressive (0xc2), as the pages' effort choice does.
    const canvas = new OffscreenCanvas(2400, 1800);
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, '#234');
    gradient.addColorStop(1, '#9cf');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 2400, 1800);
    for (let i = 0; i < 400; i += 1) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 60% 50%)`;
      ctx.fillRect((i * 97) % 2400, (i * 61) % 1800, 40, 30);
    }
    const big = new File([await canvas.convertToBlob({ type: 'image/png' })], 'big.png', { type: 'image/png' });
    const frame = async (blob: Blob) => {
      const b = new Uint8Array(await blob.arrayBuffer());
      for (let i = 2; i + 3 < b.length; i += 2 + ((b[i + 2]! << 8) | b[i + 3]!)) if (b[i + 1]! >= 0xc0 && b[i + 1]! <= 0xc2) return b[i + 1];
      return -1;
    };
    const frames = {
      fast: await frame((await api.image.compress(big)).blob),
      small: await frame((await api.image.compress(big, { effort: 'small' })).blob),
      smallResize: await frame((await api.image.resize(big, { percent: 100, effort: 'small' })).blob),
    };
    return {
      frames,
      badEffort: await code(api.image.compress(file, { effort: 'max' as never })),
      webp: { type: webp.blob.type, w: webp.width, h: webp.height, codec: webp.codec, bytesIn: webp.bytesIn, bytesOut: webp.bytesOut, total: webp.timings.total },
      half: { w: half.width, h: half.height, type: half.blob.type },
      photo: { w: photo.width, h: photo.height, codec: photo.codec },
      tooLarge: await code(api.image.compress(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }))),
      notImage: await code(api.image.compress(new File(['hi'], 'notes.txt', { type: 'text/plain' }))),
      broken: await code(api.image.compress(new File(['not a png'], 'broken.png', { type: 'image/png' }))),
      noSize: await code(api.image.resize(file, {})),
    };
  }, { png, heic });
  expect(out.webp).toMatchObject({ type: 'image/webp', w: 120, h: 80, codec: 'webp' });
  expect(out.webp.bytesIn).toBeGreaterThan(0);
  expect(out.webp.bytesOut).toBeGreaterThan(0);
  expect(out.webp.total).toBeGreaterThan(0);
  expect(out.half).toEqual({ w: 60, h: 40, type: 'image/jpeg' });
  expect(out.photo).toEqual({ w: 48, h: 64, codec: 'mozjpeg' });
  expect(out).toMatchObject({ tooLarge: 'tooLarge', notImage: 'mustBeImage', broken: 'IMAGE_DECODE_FAILED', noSize: 'invalidOptions', badEffort: 'invalidOptions' });
  expect(out.frames).toEqual({ fast: 0xc0, small: 0xc2, smallResize: 0xc2 });
});
