import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** Checks for files a tool generates (QR codes, barcodes, gradients): bytes, format and real pixel size. */

export async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

export function magic(bytes: Uint8Array): 'png' | 'jpeg' | 'svg' | 'unknown' {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = Buffer.from(bytes.slice(0, 200)).toString('utf8').trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return 'unknown';
}

/** Decodes the image in the page (createImageBitmap for PNG/JPEG, an <img> for SVG): its pixel size. */
export async function decodedSize(page: Page, bytes: Buffer, mime: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    async ({ b64, type }) => {
      const bin = atob(b64);
      const arr = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i += 1) arr[i] = bin.charCodeAt(i);
      const blob = new Blob([arr], { type });
      if (type !== 'image/svg+xml') {
        const bmp = await createImageBitmap(blob);
        const size = { width: bmp.width, height: bmp.height };
        bmp.close();
        return size;
      }
      const url = URL.createObjectURL(blob);
      try {
        const img = new Image();
        img.src = url;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { b64: bytes.toString('base64'), type: mime },
  );
}

/** The colour of one pixel of a PNG/JPEG, decoded in the page: [r, g, b, a]. */
export async function pixelAt(page: Page, bytes: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ b64, px, py }) => {
      const bin = atob(b64);
      const arr = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i += 1) arr[i] = bin.charCodeAt(i);
      const bmp = await createImageBitmap(new Blob([arr]));
      const canvas = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      return [...ctx.getImageData(px, py, 1, 1).data];
    },
    { b64: bytes.toString('base64'), px: x, py: y },
  );
}

/** Waits until the page's URL fragment holds `key=value` (writes are batched). */
export async function fragmentParam(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => new URLSearchParams(window.location.hash.slice(1)).get(k), key);
}
