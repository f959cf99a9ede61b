import { concatBytes } from '../bytes/concat';

/**
 * The little of a HEIF container (ISO/IEC 23008-12, on ISOBMFF) this site reads itself: whether a file is HEIF at all
 * (its `ftyp` brands, whatever its name or type say), the primary image's displayed size (so a photo too big to decode
 * on a phone is refused before decoding), and its Exif block (for "keep capture date and camera"). Decoding the
 * pixels is libheif's job (heifDecoder.ts). Pure byte code: unit-tested in node.
 */

/** Brands of HEVC-coded HEIF, what iPhones and many Android phones write. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** Generic HEIF brands: an AVIF carries them too, so they count only when no AVIF brand is present. */
const GENERIC_BRANDS = new Set(['mif1', 'msf1', 'mif2', 'heif']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The bytes `isHeif` needs: ftyp is the first box, and its brand list is short. */
export const HEIF_SNIFF_BYTES = 256;

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** The brands of the file's ftyp box (major first), or null when the file does not start with one. */
export function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || fourcc(head, 4) !== 'ftyp') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const size = Math.min(view.getUint32(0), head.length);
  if (size < 16) return null;
  const brands = [fourcc(head, 8)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(fourcc(head, at));
  return brands;
}

/** True for a HEIF image that is not AVIF (the browser decodes AVIF itself). */
export function isHeif(head: Uint8Array): boolean {
  const brands = ftypBrands(head);
  if (!brands) return false;
  if (brands.some((b) => HEVC_BRANDS.has(b))) return true;
  if (brands.some((b) => AVIF_BRANDS.has(b))) return false;
  return brands.some((b) => GENERIC_BRANDS.has(b));
}

interface Box {
  type: string;
  /** Start of the payload (after the header) and end of the box, as offsets into the file. */
  start: number;
  end: number;
}

class Reader {
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  need(at: number, n: number) {
    if (at < 0 || at + n > this.bytes.length) throw new Error('HEIF box out of range');
  }

  u8(at: number) {
    this.need(at, 1);
    return this.bytes[at]!;
  }

  u16(at: number) {
    this.need(at, 2);
    return this.view.getUint16(at);
  }

  u32(at: number) {
    this.need(at, 4);
    return this.view.getUint32(at);
  }

  /** An unsigned integer of 0, 4 or 8 bytes (iloc's sizes); 8-byte values past 2^53 are not real offsets here. */
  uint(at: number, size: number): number {
    if (size === 0) return 0;
    if (size === 4) return this.u32(at);
    if (size === 8) return this.u32(at) * 2 ** 32 + this.u32(at + 4);
    if (size === 2) return this.u16(at);
    throw new Error('HEIF field size');
  }

  fourcc(at: number) {
    this.need(at, 4);
    return fourcc(this.bytes, at);
  }

  /** The boxes between `from` and `to`; `lenient` stops at a box cut short (a truncated mdat after a sound meta). */
  boxes(from: number, to: number, lenient = false): Box[] {
    const out: Box[] = [];
    let at = from;
    while (at + 8 <= to) {
      let size = this.u32(at);
      const type = this.fourcc(at + 4);
      let header = 8;
      if (size === 1) {
        size = this.uint(at + 8, 8);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) {
        if (lenient) break;
        throw new Error('HEIF box size');
      }
      out.push({ type, start: at + header, end: at + size });
      at += size;
    }
    return out;
  }
}

const child = (boxes: Box[], type: string) => boxes.find((b) => b.type === type);

interface Extent {
  offset: number;
  length: number;
}

interface Location {
  /** 0: offsets into the file; 1: into the idat box. */
  method: number;
  extents: Extent[];
}

function readIloc(r: Reader, box: Box): Map<number, Location> {
  const version = r.u8(box.start);
  let at = box.start + 4;
  const sizes = r.u16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseSize = (sizes >> 4) & 15;
  const indexSize = version >= 1 ? sizes & 15 : 0;
  const count = version < 2 ? r.u16(at) : r.u32(at);
  at += version < 2 ? 2 : 4;
  const out = new Map<number, Location>();
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? r.u16(at) : r.u32(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version >= 1) {
      method = r.u16(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = r.uint(at, baseSize);
    at += baseSize;
    const extentCount = r.u16(at);
    at += 2;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = r.uint(at, offsetSize);
      at += offsetSize;
      const length = r.uint(at, lengthSize);
      at += lengthSize;
      extents.push({ offset: base + offset, length });
    }
    out.set(id, { method, extents });
  }
  return out;
}

/** item id → item type ('hvc1', 'grid', 'Exif'…). */
function readIinf(r: Reader, box: Box): Map<number, string> {
  const version = r.u8(box.start);
  const first = box.start + 4 + (version === 0 ? 2 : 4);
  const out = new Map<number, string>();
  for (const infe of r.boxes(first, box.end)) {
    if (infe.type !== 'infe') continue;
    const v = r.u8(infe.start);
    if (v < 2) continue; // versions 0 and 1 carry no item type: not images
    const id = v === 2 ? r.u16(infe.start + 4) : r.u32(infe.start + 4);
    const typeAt = infe.start + 4 + (v === 2 ? 2 : 4) + 2;
    out.set(id, r.fourcc(typeAt));
  }
  return out;
}

interface Reference {
  type: string;
  from: number;
  to: number[];
}

function readIref(r: Reader, box: Box): Reference[] {
  const version = r.u8(box.start);
  const id = (at: number) => (version === 0 ? r.u16(at) : r.u32(at));
  const idSize = version === 0 ? 2 : 4;
  return r.boxes(box.start + 4, box.end).map((ref) => {
    const from = id(ref.start);
    const count = r.u16(ref.start + idSize);
    const to = Array.from({ length: count }, (_, i) => id(ref.start + idSize + 2 + i * idSize));
    return { type: ref.type, from, to };
  });
}

interface Properties {
  width?: number;
  height?: number;
  /** Anticlockwise quarter turns (irot). */
  quarterTurns: number;
  mirrored: boolean;
}

function readItemProperties(r: Reader, iprp: Box, item: number): Properties {
  const boxes = r.boxes(iprp.start, iprp.end);
  const ipco = child(boxes, 'ipco');
  const props = ipco ? r.boxes(ipco.start, ipco.end) : [];
  const out: Properties = { quarterTurns: 0, mirrored: false };
  for (const ipma of boxes.filter((b) => b.type === 'ipma')) {
    const version = r.u8(ipma.start);
    const wide = (r.u8(ipma.start + 3) & 1) === 1;
    let at = ipma.start + 4;
    const count = r.u32(at);
    at += 4;
    for (let i = 0; i < count; i++) {
      const id = version < 1 ? r.u16(at) : r.u32(at);
      at += version < 1 ? 2 : 4;
      const n = r.u8(at);
      at += 1;
      for (let k = 0; k < n; k++) {
        const index = wide ? r.u16(at) & 0x7fff : r.u8(at) & 0x7f;
        at += wide ? 2 : 1;
        const prop = props[index - 1];
        if (id !== item || !prop) continue;
        if (prop.type === 'ispe') {
          out.width = r.u32(prop.start + 4);
          out.height = r.u32(prop.start + 8);
        } else if (prop.type === 'irot') out.quarterTurns = r.u8(prop.start) & 3;
        else if (prop.type === 'imir') out.mirrored = true;
      }
    }
  }
  return out;
}

export interface HeifInfo {
  /** The primary image as displayed (after its rotation), or null when the file does not say. */
  width: number | null;
  height: number | null;
  /** The primary image's Exif TIFF block ("II*\0…" or "MM\0*…"), or null. */
  exifTiff: Uint8Array | null;
  /** An item's data runs past the end of the bytes given: a file cut off (or only its head read). */
  truncated: boolean;
}

function itemBytes(r: Reader, location: Location, idat: Box | undefined): Uint8Array | null {
  const parts: Uint8Array[] = [];
  for (const { offset, length } of location.extents) {
    const base = location.method === 1 ? idat?.start : 0;
    if (base === undefined || location.method > 1) return null;
    const start = base + offset;
    const end = length === 0 ? (location.method === 1 ? idat!.end : r.bytes.length) : start + length;
    r.need(start, end - start);
    parts.push(r.bytes.subarray(start, end));
  }
  if (parts.length === 1) return parts[0]!;
  return concatBytes(parts);
}

/** An Exif item's payload → its TIFF block: a 4-byte offset to the TIFF header comes first (some writers add "Exif\0\0"). */
function exifTiffOf(data: Uint8Array): Uint8Array | null {
  if (data.length < 8) return null;
  let at = 4 + new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0);
  if (fourcc(data, at) === 'Exif' && data[at + 4] === 0 && data[at + 5] === 0) at += 6;
  const order = String.fromCharCode(data[at] ?? 0, data[at + 1] ?? 0);
  return order === 'II' || order === 'MM' ? data.subarray(at) : null;
}

/**
 * What the container says of its primary image. Throws on a container it cannot walk (a damaged file); a file that is
 * sound but silent (no ispe, no Exif) gives nulls.
 */
export function readHeifInfo(bytes: Uint8Array): HeifInfo {
  const r = new Reader(bytes);
  const meta = child(r.boxes(0, bytes.length, true), 'meta');
  if (!meta) throw new Error('HEIF without meta');
  const boxes = r.boxes(meta.start + 4, meta.end);
  const pitm = child(boxes, 'pitm');
  if (!pitm) throw new Error('HEIF without primary item');
  const primary = r.u8(pitm.start) === 0 ? r.u16(pitm.start + 4) : r.u32(pitm.start + 4);
  const iprp = child(boxes, 'iprp');
  const props: Properties = iprp ? readItemProperties(r, iprp, primary) : { quarterTurns: 0, mirrored: false };
  const sideways = props.quarterTurns % 2 === 1;
  const width = (sideways ? props.height : props.width) ?? null;
  const height = (sideways ? props.width : props.height) ?? null;

  const iinf = child(boxes, 'iinf');
  const iloc = child(boxes, 'iloc');
  const iref = child(boxes, 'iref');
  const locations = iloc ? readIloc(r, iloc) : new Map<number, Location>();
  const truncated = [...locations.values()].some((l) => l.method === 0 && l.extents.some((e) => e.offset + e.length > bytes.length));
  let exifTiff: Uint8Array | null = null;
  // Best effort: the size stands when the Exif is damaged or lies past the bytes given (a file's head only).
  if (iinf && iloc) try {
    const types = readIinf(r, iinf);
    const exifItems = [...types].filter(([, type]) => type === 'Exif').map(([id]) => id);
    const describing = iref ? readIref(r, iref).filter((ref) => ref.type === 'cdsc' && ref.to.includes(primary)).map((ref) => ref.from) : [];
    const exifId = exifItems.find((id) => describing.includes(id)) ?? exifItems[0];
    const location = exifId === undefined ? undefined : locations.get(exifId);
    const data = location ? itemBytes(r, location, child(boxes, 'idat')) : null;
    exifTiff = data ? exifTiffOf(data) : null;
  } catch {
    exifTiff = null;
  }
  return { width, height, exifTiff, truncated };
}
