import { deflateSync } from 'node:zlib';
import { insertApp1 } from '@workers/image/exif';
import { concatBytes } from '@workers/bytes/concat';
import { pngChunk as chunk } from '../../../shared/pngChunk';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * With `png`: that PNG with a chunk inserted after IHDR. Without: a new PNG of an IHDR (`data`) and one IDAT (`idat`).
 */
export function buildPng(png: Uint8Array | null, type: string, data: Uint8Array, idat?: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  if (png) {
    const afterHeader = 8 + 12 + new DataView(png.buffer, png.byteOffset).getUint32(8);
    parts.push(png.subarray(0, afterHeader), chunk(type, data), png.subarray(afterHeader));
  } else {
    parts.push(new Uint8Array(SIGNATURE), chunk(type, data), chunk('IDAT', idat ?? new Uint8Array()), chunk('IEND', new Uint8Array()));
  }
  return concatBytes(parts);
}


/** A JPEG with an EXIF block holding only an orientation tag, in either byte order. */
export function withOrientation(jpeg: Uint8Array, orientation: number, order: 'II' | 'MM' = 'II'): Uint8Array {
  const little = order === 'II';
  const tiff = new DataView(new ArrayBuffer(26));
  tiff.setUint8(0, order.charCodeAt(0));
  tiff.setUint8(1, order.charCodeAt(1));
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little);
  tiff.setUint16(8, 1, little);
  tiff.setUint16(10, 0x0112, little);
  tiff.setUint16(12, 3, little); // SHORT
  tiff.setUint32(14, 1, little);
  tiff.setUint16(18, orientation, little);
  tiff.setUint32(22, 0, little);
  const body = new Uint8Array(tiff.buffer);
  const length = 2 + 6 + body.length;
  const app1 = new Uint8Array(2 + length);
  app1.set([0xff, 0xe1, length >> 8, length & 0xff, 0x45, 0x78, 0x69, 0x66, 0, 0]);
  app1.set(body, 10);
  return insertApp1(jpeg, app1);
}

/** The JPEG with its JFIF header stating `dpi` dots per inch. */
export function withJfifDpi(jpeg: Uint8Array, dpi: number): Uint8Array {
  const out = jpeg.slice();
  if (String.fromCharCode(...out.subarray(6, 10)) !== 'JFIF') throw new Error('no JFIF header');
  out[13] = 1;
  out.set([dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff], 14);
  return out;
}

/** The PNG with a pHYs chunk of `dpi` (as pixels per metre) after its header. */
export function withPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const perMetre = Math.round(dpi / 0.0254);
  const data = new Uint8Array(9);
  new DataView(data.buffer).setUint32(0, perMetre);
  new DataView(data.buffer).setUint32(4, perMetre);
  data[8] = 1;
  return buildPng(png, 'pHYs', data);
}

/** A gray-to-colour RGBA PNG, for tests that need one with transparency. */
export function rgbaPng(width: number, height: number): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * (width * 4 + 1) + 1 + x * 4;
      raw[i] = x * 8;
      raw[i + 1] = y * 8;
      raw[i + 2] = 128;
      raw[i + 3] = x < width / 2 ? 255 : 100;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  return buildPng(null, 'IHDR', header, deflateSync(raw));
}
