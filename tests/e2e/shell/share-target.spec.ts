import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { fieldText } from '../editor';
import { item, items, pngBuffer } from '../tools/image-helpers';
import { readManifests } from '../../shared/manifests';
import { expectNoSeriousAxe } from '../axe';

/**
 * The installed site as the phone's and the desktop's way in (issue #30): Android's share sheet (manifest
 * share_target, taken by the service worker: public/share-target-sw.js) and "Open with" (file_handlers, the page's
 * launchQueue consumer: src/lib/launchFiles.ts). Nothing here leaves the device.
 */

interface WebManifest {
  share_target: { action: string; method: string; enctype: string; params: { title: string; text: string; url: string; files: { name: string; accept: string[] }[] } };
  file_handlers: { action: string; accept: Record<string, string[]> }[];
}

const heic = () => readFileSync(new URL('../../fixtures/heic/plain.heic', import.meta.url));

/** Posts a multipart form to /share-target as the share sheet does (a navigation), with files and text fields. */
async function share(page: Page, fields: Record<string, string>, files: { name: string; type: string; bytes: Buffer }[] = []) {
  await page.evaluate(
    ({ fields, files }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = '/share-target';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'files';
      input.multiple = true;
      const dt = new DataTransfer();
      for (const f of files) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      input.files = dt.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { fields, files: files.map((f) => ({ name: f.name, type: f.type, b64: f.bytes.toString('base64') })) },
  );
}

/**
 * Stands in for Chrome's launchQueue (an installed app opened with files): the page's consumer gets these files.
 * Set before the page's scripts run, as the browser's own queue is.
 */
async function launchWith(page: Page, files: { name: string; type: string; text?: string; b64?: string }[]) {
  await page.addInitScript((list) => {
    const handles = list.map((f) => ({
      kind: 'file',
      name: f.name,
      getFile: async () => new File([f.b64 ? Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0)) : f.text ?? ''], f.name, { type: f.type }),
    }));
    // Chromium has a launchQueue of its own (a getter on Window): shadowed on the window object.
    Object.defineProperty(window, 'launchQueue', { configurable: true, value: { setConsumer: (consume: (p: unknown) => void) => consume({ files: handles }) } });
  }, files);
}

test('the manifest offers the share sheet (images, text, links) and opens each file type in its tool', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
  expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'POST', enctype: 'multipart/form-data' });
  expect(manifest.share_target.params).toMatchObject({ title: 'title', text: 'text', url: 'url' });
  expect(manifest.share_target.params.files[0]!.accept).toEqual(expect.arrayContaining(['image/*', '.heic', '.heif']));
  const byExtension = Object.fromEntries(manifest.file_handlers.flatMap((h) => Object.values(h.accept).flat().map((ext) => [ext, h.action])));
  expect(byExtension).toMatchObject({
    '.jpg': '/tools/image-compressor', '.heic': '/tools/image-compressor', '.png': '/tools/image-compressor',
    '.json': '/tools/json-formatter', '.csv': '/tools/csv-to-json', '.xml': '/tools/xml-to-json', '.md': '/tools/markdown-preview',
    '.sql': '/tools/sql-formatter', '.txt': '/share',
  });
  // Every tool a file opens in exists, and takes text (or is the image compressor).
  const tools = new Map(readManifests().map((m) => [`/tools/${m.id}`, m]));
  for (const { action } of manifest.file_handlers) {
    if (action === '/share') continue;
    expect(tools.has(action), action).toBe(true);
    expect(action === '/tools/image-compressor' || tools.get(action)!.takesText, action).toBe(true);
  }
});

test.describe('Open with (launchQueue)', () => {
  test('a .json file opens in the JSON formatter as its input', async ({ page }) => {
    await launchWith(page, [{ name: 'data.json', type: 'application/json', text: '{"opened":true}' }]);
    await page.goto('/tools/json-formatter');
    await expect.poll(() => fieldText(page.getByLabel('JSON input', { exact: true }))).toBe('{"opened":true}');
    await expectToast(page, 'Opened data.json');
  });

  test('photos open in the image compressor, HEIC included', async ({ page }) => {
    await launchWith(page, [
      { name: 'IMG_0001.HEIC', type: 'image/heic', b64: heic().toString('base64') },
      { name: 'shot.png', type: 'image/png', b64: pngBuffer(40, 30).toString('base64') },
    ]);
    await page.goto('/tools/image-compressor');
    await expect(items(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Compress', exact: true }).click();
    await expect(item(page, 'IMG_0001.HEIC').getByTestId('image-after-dims')).toHaveText('64 × 48 px', { timeout: 60_000 });
    await expect(item(page, 'shot.png').getByTestId('image-after-dims')).toHaveText('40 × 30 px');
  });

  test('a .txt file asks which tool; the chosen one opens with it', async ({ page }) => {
    await launchWith(page, [{ name: 'notes.txt', type: 'text/plain', text: 'banana\napple\nbanana' }]);
    await page.goto('/share');
    await expect(page.getByRole('heading', { level: 2, name: /^Opened file: notes\.txt/ })).toBeVisible();
    await expect(page.getByTestId('share-preview')).toHaveText('banana\napple\nbanana');
    await page.getByLabel('Filter the tools').fill('duplicate');
    await page.getByRole('button', { name: 'Duplicate Line Remover', exact: true }).click();
    await expect(page).toHaveURL('/tools/duplicate-remover');
    await expect.poll(() => fieldText(page.getByLabel('Input', { exact: true }))).toBe('banana\napple\nbanana');
    await expectToast(page, 'Shared text received');
  });

  test('/share at 360 px, in Chinese: fits the width, no serious axe issue', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await launchWith(page, [{ name: 'long.txt', type: 'text/plain', text: 'x'.repeat(5_000) }]);
    await page.goto('/zh/share');
    await expect(page.getByRole('heading', { level: 1, name: '用工具打开' })).toBeVisible();
    await expect(page.getByTestId('share-preview')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxe(page);
  });

  test('/share with nothing shared says so', async ({ page }) => {
    await page.goto('/share');
    await expect(page.getByTestId('share-empty')).toContainText('Nothing was shared');
    await expect(page.getByRole('heading', { level: 1, name: 'Open with a tool' })).toBeVisible();
  });
});

test.describe('the share sheet (service worker)', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial' });

  async function install(page: Page, path = '/') {
    await page.goto(path);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    // The precache is complete (in the page's language).
    await expectToast(page, /^(Ready to work offline|已可离线使用)/);
  }

  test('shared photos (HEIC and PNG) land in the image compressor, kept on the device, taken once', async ({ page }) => {
    test.setTimeout(120_000);
    await install(page);
    await share(page, { title: '', text: '', url: '' }, [
      { name: 'IMG_0002.HEIC', type: 'image/heic', bytes: heic() },
      { name: 'screen.png', type: 'image/png', bytes: pngBuffer(50, 40) },
    ]);
    await expect(page).toHaveURL('/tools/image-compressor');
    await expect(items(page)).toHaveCount(2);
    await expectToast(page, '2 shared images added');
    await page.getByRole('button', { name: 'Compress', exact: true }).click();
    await expect(item(page, 'IMG_0002.HEIC').getByTestId('image-after-dims')).toHaveText('64 × 48 px', { timeout: 60_000 });
    // Taken: the inbox is empty and a reload adds nothing.
    expect(await page.evaluate(async () => (await (await caches.open('share-inbox')).keys()).length)).toBe(0);
    await page.goto('/tools/image-compressor?shared=files');
    await expect(page.getByText('No images yet.')).toBeVisible();
  });

  test('the page opens in the language of the open window', async ({ page }) => {
    test.setTimeout(120_000);
    await install(page, '/zh/');
    await share(page, { title: '', text: '你好', url: '' });
    await expect(page).toHaveURL('/zh/share');
    await expect(page.getByRole('heading', { level: 1, name: '用工具打开' })).toBeVisible();
    await expect(page.getByTestId('share-preview')).toHaveText('你好');
  });

  test('a shared link asks which tool, offline too', async ({ page, context }) => {
    test.setTimeout(120_000);
    await install(page);
    await context.setOffline(true);
    await share(page, { title: 'Example', text: 'Look at https://example.com/a?b=1', url: 'https://example.com/a?b=1' });
    await expect(page).toHaveURL('/share');
    await expect(page.getByTestId('share-preview')).toHaveText('Example\nLook at https://example.com/a?b=1');
    await page.getByRole('button', { name: 'URL Encoder / Decoder', exact: true }).click();
    await expect(page).toHaveURL('/tools/url-encoder');
    await expect.poll(() => fieldText(page.getByLabel('Input', { exact: true }))).toBe('Example\nLook at https://example.com/a?b=1');
  });
});
