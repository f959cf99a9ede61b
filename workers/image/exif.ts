/**
 * The little of EXIF this site reads and writes. Reading: the capture date and camera of a JPEG, for the "keep
 * capture date and camera" option. Writing: a minimal APP1 segment with only those fields. Nothing else from the
 * original is ever carried over, so location (GPS), serial numbers, thumbnails and maker notes never reach an output;
 * the orientation is not written either, as the pixels are already upright. Pure byte code: unit-tested in node.
 */

export interface KeptMetadata {
  /** "YYYY:MM:DD HH:MM:SS", as EXIF writes it. */
  dateTimeOriginal?: string;
  /** "+HH:MM", the capture time's UTC offset, when the camera recorded it. */
  offsetTimeOriginal?: string;
  make?: string;
  model?: string;
}

const TAG_MAKE = 0x010f;
const TAG_MODEL = 0x0110;
const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
const TYPE_ASCII = 2;
const TYPE_LONG = 4;
const MAX_TEXT = 128;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/** The TIFF block inside a JPEG's first Exif APP1 segment, or null. Stops at the image data (SOS). */
export function findExifTiff(jpeg: Uint8Array): Uint8Array | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // start of scan / end of image: no metadata after this
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (length < 2 || at + 2 + length > jpeg.length) return null;
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && EXIF_HEADER.every((b, i) => body[i] === b)) return body.subarray(EXIF_HEADER.length);
    at += 2 + length;
  }
  return null;
}

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Offset of the value's 4-byte field within the TIFF block. */
  field: number;
}

class TiffReader {
  private readonly view: DataView;
  readonly little: boolean;

  constructor(private readonly tiff: Uint8Array) {
    this.view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
    if (order !== 'II' && order !== 'MM') throw new Error('not TIFF');
    this.little = order === 'II';
    if (this.u16(2) !== 42) throw new Error('not TIFF');
  }

  private inRange(offset: number, size: number) {
    return offset >= 0 && offset + size <= this.tiff.length;
  }

  u16(offset: number): number {
    if (!this.inRange(offset, 2)) throw new Error('out of range');
    return this.view.getUint16(offset, this.little);
  }

  u32(offset: number): number {
    if (!this.inRange(offset, 4)) throw new Error('out of range');
    return this.view.getUint32(offset, this.little);
  }

  entries(ifd: number): Entry[] {
    const count = this.u16(ifd);
    const out: Entry[] = [];
    for (let i = 0; i < count && i < 512; i += 1) {
      const at = ifd + 2 + i * 12;
      out.push({ tag: this.u16(at), type: this.u16(at + 2), count: this.u32(at + 4), field: at + 8 });
    }
    return out;
  }

  ascii(entry: Entry): string | undefined {
    if (entry.type !== TYPE_ASCII || entry.count === 0) return undefined;
    const start = entry.count <= 4 ? entry.field : this.u32(entry.field);
    const length = Math.min(entry.count, MAX_TEXT + 1);
    if (!this.inRange(start, length)) return undefined;
    let text = '';
    for (let i = 0; i < length; i += 1) {
      const c = this.tiff[start + i]!;
      if (c === 0) break;
      // Printable ASCII only: the value is echoed into a new file and shown to nobody else.
      if (c >= 0x20 && c < 0x7f) text += String.fromCharCode(c);
    }
    text = text.trim().slice(0, MAX_TEXT);
    return text || undefined;
  }
}

/** Capture date, its UTC offset and camera make/model of a JPEG; an empty object when there are none or the EXIF is damaged. */
export function readKeptMetadata(jpeg: Uint8Array): KeptMetadata {
  const tiff = findExifTiff(jpeg);
  return tiff ? readTiffMetadata(tiff) : {};
}

/** The same from an Exif TIFF block wherever it came from (a JPEG's APP1, a HEIF's Exif item). */
export function readTiffMetadata(tiff: Uint8Array): KeptMetadata {
  try {
    const r = new TiffReader(tiff);
    const out: KeptMetadata = {};
    let exifIfd: number | null = null;
    for (const e of r.entries(r.u32(4))) {
      if (e.tag === TAG_MAKE) out.make = r.ascii(e);
      else if (e.tag === TAG_MODEL) out.model = r.ascii(e);
      else if (e.tag === TAG_EXIF_IFD && e.type === TYPE_LONG) exifIfd = r.u32(e.field);
    }
    if (exifIfd !== null) {
      for (const e of r.entries(exifIfd)) {
        if (e.tag === TAG_DATE_TIME_ORIGINAL) out.dateTimeOriginal = r.ascii(e);
        else if (e.tag === TAG_OFFSET_TIME_ORIGINAL) out.offsetTimeOriginal = r.ascii(e);
      }
    }
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as KeptMetadata;
  } catch {
    return {};
  }
}

const hasAny = (m: KeptMetadata) => Boolean(m.dateTimeOriginal || m.offsetTimeOriginal || m.make || m.model);

interface OutEntry {
  tag: number;
  text?: string;
  long?: number;
}

/**
 * A complete APP1 segment (marker included) holding only `meta`, little-endian TIFF: IFD0 with Make, Model and a
 * pointer to an Exif IFD with DateTimeOriginal and OffsetTimeOriginal. Null when there is nothing to keep.
 */
export function buildExifApp1(meta: KeptMetadata): Uint8Array | null {
  if (!hasAny(meta)) return null;
  const ifd0: OutEntry[] = [];
  if (meta.make) ifd0.push({ tag: TAG_MAKE, text: meta.make });
  if (meta.model) ifd0.push({ tag: TAG_MODEL, text: meta.model });
  const exif: OutEntry[] = [];
  if (meta.dateTimeOriginal) exif.push({ tag: TAG_DATE_TIME_ORIGINAL, text: meta.dateTimeOriginal });
  if (meta.offsetTimeOriginal) exif.push({ tag: TAG_OFFSET_TIME_ORIGINAL, text: meta.offsetTimeOriginal });
  const pointer: OutEntry | null = exif.length ? { tag: TAG_EXIF_IFD, long: 0 } : null;
  if (pointer) ifd0.push(pointer);

  const ifdSize = (n: number) => 2 + n * 12 + 4;
  const ifd0At = 8;
  const exifAt = ifd0At + ifdSize(ifd0.length);
  let dataAt = exifAt + (exif.length ? ifdSize(exif.length) : 0);
  if (pointer) pointer.long = exifAt;

  const enc = new TextEncoder();
  const blocks: { at: number; bytes: Uint8Array }[] = [];
  const tiffSizeGuess = dataAt + [...ifd0, ...exif].reduce((n, e) => n + (e.text ? e.text.length + 2 : 0), 0);
  const tiff = new Uint8Array(tiffSizeGuess);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, ifd0At, true);

  const writeIfd = (at: number, entries: OutEntry[]) => {
    view.setUint16(at, entries.length, true);
    entries.forEach((e, i) => {
      const p = at + 2 + i * 12;
      view.setUint16(p, e.tag, true);
      if (e.text !== undefined) {
        const bytes = new Uint8Array([...enc.encode(e.text), 0]);
        view.setUint16(p + 2, TYPE_ASCII, true);
        view.setUint32(p + 4, bytes.length, true);
        if (bytes.length <= 4) {
          tiff.set(bytes, p + 8);
        } else {
          view.setUint32(p + 8, dataAt, true);
          blocks.push({ at: dataAt, bytes });
          dataAt += bytes.length + (bytes.length % 2); // values start on even offsets
        }
      } else {
        view.setUint16(p + 2, TYPE_LONG, true);
        view.setUint32(p + 4, 1, true);
        view.setUint32(p + 8, e.long ?? 0, true);
      }
    });
    view.setUint32(at + 2 + entries.length * 12, 0, true); // no next IFD (no thumbnail)
  };
  // Tags are sorted within each IFD, as TIFF requires.
  writeIfd(ifd0At, ifd0.sort((a, b) => a.tag - b.tag));
  if (exif.length) writeIfd(exifAt, exif.sort((a, b) => a.tag - b.tag));
  for (const b of blocks) tiff.set(b.bytes, b.at);
  const body = tiff.subarray(0, dataAt);

  const length = 2 + EXIF_HEADER.length + body.length;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, 0xe1, length >> 8, length & 0xff, ...EXIF_HEADER]);
  segment.set(body, 4 + EXIF_HEADER.length);
  return segment;
}

/** `jpeg` with `app1` inserted after SOI (and after a JFIF APP0, which must stay first). */
export function insertApp1(jpeg: Uint8Array, app1: Uint8Array): Uint8Array {
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, at));
  out.set(app1, at);
  out.set(jpeg.subarray(at), at + app1.length);
  return out;
}
