import { ftypBrands, isHeif } from '../../image/heif';
import { findExifTiff } from '../../image/exif';

/** What images → PDF reads of an image file itself, from its bytes (never its name or type). Pure: unit-tested in node. */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'other';

export function imageKind(head: Uint8Array): ImageKind {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ftypBrands(head)?.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  if (isHeif(head)) return 'heic';
  return 'other';
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The JPEG's segments before its image data: [marker, body] pairs. Stops at the first thing that is not a segment. */
function* jpegSegments(jpeg: Uint8Array): Generator<[number, Uint8Array]> {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (length < 2 || at + 2 + length > jpeg.length) return;
    yield [marker, jpeg.subarray(at + 4, at + 2 + length)];
    at += 2 + length;
  }
}

/** The EXIF orientation (1..8) of a JPEG; 1 when it has none or it cannot be read. */
export function jpegOrientation(jpeg: Uint8Array): number {
  const tiff = findExifTiff(jpeg);
  if (!tiff || tiff.length < 8) return 1;
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  try {
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let i = 0; i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (view.getUint16(entry, little) !== 0x0112) continue;
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  } catch {
    // A cut-off or lying IFD: no orientation, as browsers treat it.
  }
  return 1;
}

/** The density a JPEG's JFIF header states (dots per inch), or null when it gives only an aspect ratio or none. */
export function jpegDpi(jpeg: Uint8Array): number | null {
  for (const [marker, body] of jpegSegments(jpeg)) {
    if (marker !== 0xe0 || ascii(body, 0, 5) !== 'JFIF\0' || body.length < 12) continue;
    const units = body[7];
    const x = (body[8]! << 8) | body[9]!;
    if (units === 1) return x;
    if (units === 2) return x * 2.54;
    return null;
  }
  return null;
}

/** The density of a PNG's pHYs chunk (pixels per metre → per inch), or null. */
export function pngDpi(png: Uint8Array): number | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    const type = ascii(png, at + 4, 4);
    if (type === 'pHYs' && length >= 9 && at + 17 <= png.length) return png[at + 16] === 1 ? view.getUint32(at + 8) * 0.0254 : null;
    if (type === 'IDAT' || type === 'IEND') return null;
    at += 12 + length;
  }
  return null;
}
