import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { Download, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { pngChunk } from '../../shared/pngChunk';

/** Test images are generated, never committed: tiny PNGs here in node, big JPEGs inside the page. */

/** A valid RGB PNG with a colour gradient, `width` × `height`. */
export function pngBuffer(width: number, height: number, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const i = row + 1 + x * 3;
      raw[i] = (x * 255) / Math.max(1, width - 1);
      raw[i + 1] = (y * 255) / Math.max(1, height - 1);
      raw[i + 2] = (seed * 60 + x + y) & 0xff;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', new Uint8Array())]);
}

export const png = (name: string, width: number, height: number, seed = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: pngBuffer(width, height, seed),
});

export const fileInput = (page: Page): Locator => page.getByLabel('Drop images here, paste them, or choose files');

export const items = (page: Page): Locator => page.getByTestId('image-item');

export const item = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

/**
 * Clear, and its effect: the tools empty the list a frame after the tap (src/ui/ToolLayout.tsx), so files added at
 * once could come before it and be cleared with the rest, which a visitor, a frame later at the earliest, never meets.
 */
export async function clearImages(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(items(page)).toHaveCount(0);
}

/**
 * For every test of the calling spec: opens the image tool at `path` first, and fails the test if any request left
 * the machine. Everything runs on the device (the libraries' CDN worker modes are off); the contract looks only at
 * Load example and the primary action, this at uploads, batches, zips and cancels too.
 */
export function openEachOnDevice(path: string, heading: string): void {
  let external: string[] = [];
  test.beforeEach(async ({ page }) => {
    external = [];
    page.on('request', (r) => {
      if (!/^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|blob:|data:)/.test(r.url())) external.push(r.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
  test.afterEach(() => {
    expect(external, 'requests off localhost').toEqual([]);
  });
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Builds a JPEG inside the page (canvas → toBlob) and drops it into the file
 * input as if picked, without shipping megabytes through the test protocol.
 * `grain` is the side of the noise blocks: 1 = per-pixel noise (largest file).
 */
export async function addGeneratedJpeg(
  page: Page,
  opts: { name: string; width: number; height: number; quality: number; grain: number; copies?: number },
): Promise<number> {
  return page.evaluate(async ({ name, width, height, quality, grain, copies = 1 }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(width, height);
    let seed = 12345;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const bw = Math.ceil(width / grain);
    const noise = new Float32Array(bw * Math.ceil(height / grain) * 3).map(() => rand());
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const n = ((Math.floor(y / grain) * bw) + Math.floor(x / grain)) * 3;
        const i = (y * width + x) * 4;
        img.data[i] = 40 + 150 * (x / width) + 60 * noise[n]!;
        img.data[i + 1] = 40 + 150 * (y / height) + 60 * noise[n + 1]!;
        img.data[i + 2] = 90 + 100 * noise[n + 2]!;
        img.data[i + 3] = 255;
      }
    }
    ctx.putImageData(img, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality));
    const input = [...document.querySelectorAll<HTMLInputElement>('input[type=file]')][0]!;
    const dt = new DataTransfer();
    for (let c = 0; c < copies; c += 1) {
      const fileName = copies > 1 ? name.replace(/(\.\w+)$/, `-${c + 1}$1`) : name;
      dt.items.add(new File([blob], fileName, { type: 'image/jpeg', lastModified: Date.now() }));
    }
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  }, opts);
}

/** Adds big.jpg, a ~10 MB 12-megapixel JPEG (4000 × 3000, fine grain), and returns its size: over 4 MB, at most 10 MB. */
export async function addBigJpeg(page: Page): Promise<number> {
  const bytes = await addGeneratedJpeg(page, { name: 'big.jpg', width: 4000, height: 3000, quality: 0.95, grain: 2 });
  console.log(`big JPEG: ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  expect(bytes).toBeGreaterThan(4 * 1024 * 1024);
  expect(bytes).toBeLessThanOrEqual(10 * 1024 * 1024);
  return bytes;
}

/** Decodes the result preview of one card in the page: real pixel size and bytes of the output Blob. */
export async function resultInfo(card: Locator): Promise<{ width: number; height: number; type: string; size: number }> {
  const src = await card.getByTestId('image-after').locator('img').getAttribute('src');
  expect(src, 'result preview').toMatch(/^blob:/);
  return card.page().evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const bitmap = await createImageBitmap(blob);
    const info = { width: bitmap.width, height: bitmap.height, type: blob.type, size: blob.size };
    bitmap.close();
    return info;
  }, src!);
}

export async function downloadBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

export function unzip(bytes: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

export const downloadButton = (page: Page): Locator => page.getByRole('button', { name: 'Download', exact: true });
export const zipAllButton = (page: Page): Locator => page.getByRole('button', { name: 'Download all (.zip)', exact: true });

/** The card's own Download saves `name` in `format`; with one result, the main Download saves that same file. */
export async function expectFileDownloads(card: Locator, name: string, format: ReturnType<typeof sniff>): Promise<void> {
  const page = card.page();
  const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Download ${name}` }).click()]);
  expect(file.suggestedFilename()).toBe(name);
  expect(sniff(await downloadBytes(file))).toBe(format);
  const [single] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  expect(single.suggestedFilename()).toBe(name);
}

/** "Download all (.zip)" saves `name` holding exactly `entries`, each in `format`. */
export async function expectZipDownload(page: Page, name: string, entries: string[], format: ReturnType<typeof sniff>): Promise<void> {
  const [file] = await Promise.all([page.waitForEvent('download'), zipAllButton(page).click()]);
  expect(file.suggestedFilename()).toBe(name);
  const files = unzip(await downloadBytes(file));
  expect(Object.keys(files).sort()).toEqual(entries);
  for (const bytes of Object.values(files)) expect(sniff(bytes)).toBe(format);
}

/** The start-of-frame marker of the result of one card: 0xc0 baseline, 0xc1 extended sequential, 0xc2 progressive. */
export async function resultFrame(card: Locator): Promise<{ src: string; frame: number; size: number }> {
  const src = (await card.getByTestId('image-after').locator('img').getAttribute('src'))!;
  return card.page().evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let frame = -1;
    for (let i = 2; i + 3 < bytes.length; ) {
      const marker = bytes[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xc2) {
        frame = marker;
        break;
      }
      i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
    }
    return { src: url, frame, size: bytes.length };
  }, src);
}

/** Image format from magic bytes. */
export function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'avif' | 'unknown' {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'png';
  if (String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'webp';
  if (String.fromCharCode(...bytes.slice(4, 12)) === 'ftypavif') return 'avif';
  return 'unknown';
}

/**
 * Draws a photo-like picture (gradients and grain) in the page, encodes it as JPEG, inserts `app1` (an EXIF segment
 * built in node) right after SOI, and hands the file to the tool's file input, optionally with other files.
 */
export async function addJpegWithApp1(
  page: Page,
  opts: { name: string; width: number; height: number; app1: Uint8Array; truncateTo?: number },
): Promise<number> {
  return page.evaluate(async ({ name, width, height, app1, truncateTo }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, width, height);
    g.addColorStop(0, '#1d4e89');
    g.addColorStop(1, '#f4a259');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    // A red block in the top-left corner: where it lands tells how the picture was turned.
    ctx.fillStyle = '#d00';
    ctx.fillRect(0, 0, Math.round(width / 4), Math.round(height / 4));
    const jpeg = new Uint8Array(await (await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9))).arrayBuffer());
    let tagged = new Uint8Array([...jpeg.slice(0, 2), ...app1, ...jpeg.slice(2)]);
    if (truncateTo !== undefined) tagged = tagged.slice(0, Math.round(tagged.length * truncateTo));
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([tagged], name, { type: 'image/jpeg' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return tagged.length;
  }, { ...opts, app1: [...opts.app1] });
}
