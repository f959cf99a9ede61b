// Makes the HEIC/HEIF test fixtures in tests/fixtures/heic/ (committed as binary files; the tests only read them).
// Regenerate with `node scripts/make-heic-fixtures.mjs`. Only regenerating needs `heif-enc` and `heif-convert`
// (Debian's libheif-examples: libheif 1.15 with the x265 encoder); running the tests does not.
//
// heif-enc encodes the HEVC pictures (from PNGs written here); this script then takes each picture's properties
// (hvcC, ispe, colr, pixi) and coded bytes out of heif-enc's file and writes every container itself:
//   plain.heic         64x48 hvc1 image, Exif item (date, Make, Model, GPS latitude), no transform
//   grid-rotated.heic  iPhone-like: a 2x2 'grid' of hidden 32x24 hvc1 tiles, irot angle 1 (90° anticlockwise, so
//                      displayed 48x64), Exif with Orientation 6 that a decoder must not apply on top of irot
//   mirrored.heic      plain with imir axis 1 (libheif: left and right swap)
//   corrupt.heic       the first 300 bytes of plain.heic and then garbage: ftyp says heic, decoding fails
//   not-really.heic    a PNG named .heic
// Layout of every image: left half red, right half blue, the top-left 16x16 corner green.
// After writing, it decodes the fixtures with heif-convert and prints the colours it finds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'heic');
const W = 64;
const H = 48;
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const GREEN = [0, 255, 0];

/** The source layout's colour at (x, y) of the full 64x48 image. */
function sourceColour(x, y) {
  if (x < 16 && y < 16) return GREEN;
  return x < W / 2 ? RED : BLUE;
}

// ---------------------------------------------------------------- PNG (write and read, 8-bit RGB/RGBA only)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function encodePng(width, height, colourAt) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(colourAt(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
function decodePng(file) {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (pos < file.length) {
    const length = file.readUInt32BE(pos);
    const type = file.toString('latin1', pos + 4, pos + 8);
    const data = file.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = { 2: 3, 6: 4 }[data[9]];
      if (!channels) throw new Error(`PNG colour type ${data[9]}`);
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i];
      const a = i >= channels ? pixels[y * stride + i - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

// ---------------------------------------------------------------- Exif (big-endian TIFF)

/**
 * A TIFF block: IFD0 (Make, Model, [Orientation], Exif IFD pointer, GPS IFD pointer), the Exif IFD
 * (DateTimeOriginal) and a GPS IFD (48°51'24" N, 2°21'3" E).
 */
function makeTiff({ orientation }) {
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  const BYTE = 1;
  const ascii = (text) => Buffer.from(`${text}\0`, 'latin1');
  const rationals = (pairs) => {
    const b = Buffer.alloc(pairs.length * 8);
    pairs.forEach(([n, d], i) => {
      b.writeUInt32BE(n, i * 8);
      b.writeUInt32BE(d, i * 8 + 4);
    });
    return b;
  };
  const short = (v) => {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(v);
    return b;
  };
  const ifd0 = [
    [0x010f, ASCII, ascii('Apple')],
    [0x0110, ASCII, ascii('iPhone 15')],
    ...(orientation ? [[0x0112, SHORT, short(orientation)]] : []),
    [0x8769, LONG, 'exif'],
    [0x8825, LONG, 'gps'],
  ];
  const exif = [[0x9003, ASCII, ascii('2024:05:06 07:08:09')]];
  const gps = [
    [0x0000, BYTE, Buffer.from([2, 2, 0, 0])],
    [0x0001, ASCII, ascii('N')],
    [
      0x0002,
      RATIONAL,
      rationals([
        [48, 1],
        [51, 1],
        [2400, 100],
      ]),
    ],
    [0x0003, ASCII, ascii('E')],
    [
      0x0004,
      RATIONAL,
      rationals([
        [2, 1],
        [21, 1],
        [300, 100],
      ]),
    ],
  ];
  const ifdSize = (entries) => 2 + entries.length * 12 + 4;
  const extraSize = (entries) =>
    entries.reduce((sum, [, , v]) => sum + (Buffer.isBuffer(v) && v.length > 4 ? v.length + (v.length & 1) : 0), 0);
  const ifd0At = 8;
  const exifAt = ifd0At + ifdSize(ifd0) + extraSize(ifd0);
  const gpsAt = exifAt + ifdSize(exif) + extraSize(exif);
  const total = gpsAt + ifdSize(gps) + extraSize(gps);
  const out = Buffer.alloc(total);
  out.write('MM\0*', 0, 'latin1');
  out.writeUInt32BE(ifd0At, 4);
  const writeIfd = (at, entries) => {
    out.writeUInt16BE(entries.length, at);
    let extra = at + ifdSize(entries);
    entries.forEach(([tag, type, value], i) => {
      const e = at + 2 + i * 12;
      out.writeUInt16BE(tag, e);
      out.writeUInt16BE(type, e + 2);
      if (value === 'exif' || value === 'gps') {
        out.writeUInt32BE(1, e + 4);
        out.writeUInt32BE(value === 'exif' ? exifAt : gpsAt, e + 8);
        return;
      }
      const unit = {
        [BYTE]: 1,
        [ASCII]: 1,
        [SHORT]: 2,
        [LONG]: 4,
        [RATIONAL]: 8,
      }[type];
      out.writeUInt32BE(value.length / unit, e + 4);
      if (value.length <= 4) value.copy(out, e + 8);
      else {
        out.writeUInt32BE(extra, e + 8);
        value.copy(out, extra);
        extra += value.length + (value.length & 1);
      }
    });
    out.writeUInt32BE(0, at + 2 + entries.length * 12); // no next IFD
  };
  writeIfd(ifd0At, ifd0);
  writeIfd(exifAt, exif);
  writeIfd(gpsAt, gps);
  return out;
}

/** HEIF's Exif item data: a 4-byte big-endian offset to the TIFF header (0 here), then the TIFF. */
const exifItem = (options) => Buffer.concat([Buffer.alloc(4), makeTiff(options)]);

// ---------------------------------------------------------------- ISOBMFF reading (heif-enc's output)

function readBoxes(buf, start = 0, end = buf.length) {
  const boxes = [];
  let pos = start;
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) size = end - pos;
    boxes.push({
      type,
      start: pos,
      end: pos + size,
      body: pos + header,
      bytes: buf.subarray(pos, pos + size),
    });
    pos += size;
  }
  return boxes;
}
const child = (buf, box, type, skip = 0) => readBoxes(buf, box.body + skip, box.end).find((b) => b.type === type);

/** Every item of a HEIF file: { id, type, properties: [{ box, essential }], data } (data of construction method 0). */
function readItems(file) {
  const meta = readBoxes(file).find((b) => b.type === 'meta');
  const items = new Map();
  const item = (id) => {
    if (!items.has(id)) items.set(id, { id, type: null, properties: [], data: null });
    return items.get(id);
  };

  const iinf = child(file, meta, 'iinf', 4);
  const iinfEntriesAt = iinf.body + 4 + (file[iinf.body] === 0 ? 2 : 4);
  for (const infe of readBoxes(file, iinfEntriesAt, iinf.end)) {
    const version = file[infe.body];
    if (version < 2) continue;
    const id = version === 2 ? file.readUInt16BE(infe.body + 4) : file.readUInt32BE(infe.body + 4);
    const typeAt = infe.body + 4 + (version === 2 ? 2 : 4) + 2;
    item(id).type = file.toString('latin1', typeAt, typeAt + 4);
  }

  const iprp = child(file, meta, 'iprp', 4);
  const ipco = child(file, iprp, 'ipco');
  const ipma = child(file, iprp, 'ipma');
  const properties = readBoxes(file, ipco.body, ipco.end);
  const version = file[ipma.body];
  const flags = file.readUIntBE(ipma.body + 1, 3);
  let pos = ipma.body + 4;
  const count = file.readUInt32BE(pos);
  pos += 4;
  for (let i = 0; i < count; i++) {
    const id = version < 1 ? file.readUInt16BE(pos) : file.readUInt32BE(pos);
    pos += version < 1 ? 2 : 4;
    const n = file[pos++];
    for (let j = 0; j < n; j++) {
      const wide = flags & 1;
      const v = wide ? file.readUInt16BE(pos) : file[pos];
      pos += wide ? 2 : 1;
      const index = v & (wide ? 0x7fff : 0x7f);
      const essential = Boolean(v >> (wide ? 15 : 7));
      if (index > 0)
        item(id).properties.push({
          box: Buffer.from(properties[index - 1].bytes),
          essential,
        });
    }
  }

  const iloc = child(file, meta, 'iloc', 4);
  const v = file[iloc.body];
  pos = iloc.body + 4;
  const offsetSize = file[pos] >> 4;
  const lengthSize = file[pos] & 15;
  const baseOffsetSize = file[pos + 1] >> 4;
  const indexSize = v === 1 || v === 2 ? file[pos + 1] & 15 : 0;
  pos += 2;
  const readN = (n) => {
    const value = n === 0 ? 0 : n === 8 ? Number(file.readBigUInt64BE(pos)) : file.readUIntBE(pos, n);
    pos += n;
    return value;
  };
  const count2 = v < 2 ? readN(2) : readN(4);
  for (let i = 0; i < count2; i++) {
    const id = v < 2 ? readN(2) : readN(4);
    const method = v === 1 || v === 2 ? readN(2) & 15 : 0;
    readN(2); // data_reference_index
    const base = readN(baseOffsetSize);
    const extents = readN(2);
    const parts = [];
    for (let e = 0; e < extents; e++) {
      readN(indexSize);
      const offset = readN(offsetSize);
      const length = readN(lengthSize);
      parts.push(file.subarray(base + offset, base + offset + length));
    }
    if (method === 0) item(id).data = Buffer.from(Buffer.concat(parts));
  }
  return [...items.values()];
}

// ---------------------------------------------------------------- HEVC: a conformance window in the SPS

/**
 * libheif 1.15's x265 plugin pads every picture to at least 64x64 (and then crops with a 1x1 grid or clap).
 * To get a coded picture that decodes to exactly width x height, this rewrites the hvcC's SPS with a
 * conformance window cropping the padded picture (whose padding repeats the edge pixels) to its top-left
 * width x height.
 */
function cropHvcC(hvcC, width, height) {
  const body = hvcC.subarray(8);
  const header = Buffer.from(body.subarray(0, 22));
  let pos = 22;
  const arrays = [];
  for (let n = body[pos++], i = 0; i < n; i++) {
    const kind = body[pos];
    const count = body.readUInt16BE(pos + 1);
    pos += 3;
    const nalus = [];
    for (let j = 0; j < count; j++) {
      const length = body.readUInt16BE(pos);
      nalus.push(body.subarray(pos + 2, pos + 2 + length));
      pos += 2 + length;
    }
    arrays.push({
      kind,
      nalus: (kind & 0x3f) === 33 ? nalus.map((sps) => cropSps(sps, width, height)) : nalus,
    });
  }
  if (!arrays.some((a) => (a.kind & 0x3f) === 33)) throw new Error('hvcC without an SPS');
  const parts = [header, u8(arrays.length)];
  for (const { kind, nalus } of arrays) {
    parts.push(u8(kind), u16(nalus.length));
    for (const nalu of nalus) parts.push(u16(nalu.length), nalu);
  }
  return box('hvcC', ...parts);
}

function cropSps(nal, width, height) {
  // NAL -> RBSP (drop emulation prevention bytes) -> bits
  const rbsp = [];
  for (let i = 2, zeros = 0; i < nal.length; i++) {
    if (zeros >= 2 && nal[i] === 3) {
      zeros = 0;
      continue;
    }
    rbsp.push(nal[i]);
    zeros = nal[i] === 0 ? zeros + 1 : 0;
  }
  const bits = rbsp.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((k) => (byte >> k) & 1));
  let at = 0;
  const u = (n) => {
    let v = 0;
    for (let k = 0; k < n; k++) v = v * 2 + bits[at++];
    return v;
  };
  const ue = () => {
    let zeros = 0;
    while (bits[at] === 0) {
      zeros++;
      at++;
    }
    at++;
    return 2 ** zeros - 1 + u(zeros);
  };
  const out = [];
  const putU = (v, n) => {
    for (let k = n - 1; k >= 0; k--) out.push(Math.floor(v / 2 ** k) & 1);
  };
  const putUe = (v) => {
    const len = Math.floor(Math.log2(v + 1));
    putU(0, len);
    putU(v + 1, len + 1);
  };

  u(4); // sps_video_parameter_set_id
  const maxSubLayersMinus1 = u(3);
  if (maxSubLayersMinus1 !== 0) throw new Error('SPS with sub-layers');
  u(1); // sps_temporal_id_nesting_flag
  u(96); // profile_tier_level(1, 0): general profile (88 bits) + general_level_idc
  ue(); // sps_seq_parameter_set_id
  const chromaFormat = ue();
  if (chromaFormat === 3) u(1); // separate_colour_plane_flag
  const codedWidth = ue();
  const codedHeight = ue();
  const copyUntil = at;
  if (u(1)) for (let k = 0; k < 4; k++) ue(); // an existing conformance window is replaced
  const rest = bits.slice(at);
  // drop rbsp_trailing_bits (the stop bit and the zeros after it); they are written again below
  while (rest.at(-1) === 0) rest.pop();
  rest.pop();

  const [subW, subH] = [
    [1, 1],
    [2, 2],
    [2, 1],
    [1, 1],
  ][chromaFormat];
  if (width > codedWidth || height > codedHeight || width % subW || height % subH) {
    throw new Error(`cannot crop ${codedWidth}x${codedHeight} to ${width}x${height}`);
  }
  out.push(...bits.slice(0, copyUntil));
  // conformance_window_flag, left, right, top, bottom offsets (in chroma sample units)
  putU(1, 1);
  putUe(0);
  putUe((codedWidth - width) / subW);
  putUe(0);
  putUe((codedHeight - height) / subH);
  out.push(...rest, 1);
  while (out.length % 8) out.push(0);

  const bytes = [];
  for (let i = 0; i < out.length; i += 8) bytes.push(out.slice(i, i + 8).reduce((v, bit) => v * 2 + bit, 0));
  const escaped = [nal[0], nal[1]];
  for (let i = 0, zeros = 0; i < bytes.length; i++) {
    if (zeros >= 2 && bytes[i] <= 3) {
      escaped.push(3);
      zeros = 0;
    }
    escaped.push(bytes[i]);
    zeros = bytes[i] === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(escaped);
}

// ---------------------------------------------------------------- ISOBMFF writing

const u8 = (v) => Buffer.from([v]);
const u16 = (v) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(v);
  return b;
};
const u32 = (v) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(v);
  return b;
};
const fourcc = (s) => Buffer.from(s, 'latin1');
function box(type, ...parts) {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), fourcc(type), body]);
}
const fullBox = (type, version, flags, ...parts) =>
  box(type, u8(version), Buffer.from([(flags >> 16) & 255, (flags >> 8) & 255, flags & 255]), ...parts);
const boxType = (b) => b.toString('latin1', 4, 8);

const ispe = (width, height) => fullBox('ispe', 0, 0, u32(width), u32(height));
/** irot: angle × 90° anticlockwise (ISO/IEC 23008-12 6.5.10); a plain box, one byte, low 2 bits. */
const irot = (angle) => box('irot', u8(angle & 3));
/** imir: one byte, low bit `axis`; libheif reads 1 as "flip horizontally": left and right swap. */
const imir = (axis) => box('imir', u8(axis & 1));

/**
 * A HEIF file: ftyp, meta (hdlr, pitm, iinf, iloc v1, iref, iprp, and idat when an item's data is in it), mdat.
 * items: { id, type, name, hidden, data, inIdat, properties: [{ box, essential }] }; refs: [{ type, from, to: [] }].
 */
function writeHeif({ primary, items, refs }) {
  const ftyp = box('ftyp', fourcc('heic'), u32(0), fourcc('mif1'), fourcc('heic'));

  // ipco: each distinct property box once
  const ipcoBoxes = [];
  const indexOf = (b) => {
    let i = ipcoBoxes.findIndex((known) => known.equals(b));
    if (i < 0) i = ipcoBoxes.push(b) - 1;
    return i + 1;
  };
  const ipmaEntries = items
    .filter((item) => item.properties.length)
    .map((item) =>
      Buffer.concat([
        u16(item.id),
        u8(item.properties.length),
        ...item.properties.map(({ box: b, essential }) => u8((essential ? 0x80 : 0) | indexOf(b))),
      ]),
    );
  if (ipcoBoxes.length > 127) throw new Error('too many properties for 7-bit ipma indices');
  const iprp = box('iprp', box('ipco', ...ipcoBoxes), fullBox('ipma', 0, 0, u32(ipmaEntries.length), ...ipmaEntries));

  const iinf = fullBox(
    'iinf',
    0,
    0,
    u16(items.length),
    ...items.map((item) =>
      fullBox('infe', 2, item.hidden ? 1 : 0, u16(item.id), u16(0), fourcc(item.type), fourcc(`${item.name}\0`)),
    ),
  );
  const iref = fullBox(
    'iref',
    0,
    0,
    ...refs.map((ref) => box(ref.type, u16(ref.from), u16(ref.to.length), ...ref.to.map(u16))),
  );
  const idatItems = items.filter((item) => item.inIdat);
  const idat = idatItems.length ? box('idat', ...idatItems.map((item) => item.data)) : Buffer.alloc(0);
  const mdatItems = items.filter((item) => !item.inIdat);

  // iloc version 1: offset_size 4, length_size 4, base_offset_size 0, index_size 0; one extent per item.
  // construction_method 0 offsets are absolute file offsets (into mdat), method 1 offsets are into idat's data.
  const iloc = (mdatDataStart) => {
    let mdatPos = mdatDataStart;
    let idatPos = 0;
    const entries = items.map((item) => {
      const offset = item.inIdat ? idatPos : mdatPos;
      if (item.inIdat) idatPos += item.data.length;
      else mdatPos += item.data.length;
      return Buffer.concat([
        u16(item.id),
        u16(item.inIdat ? 1 : 0),
        u16(0),
        u16(1),
        u32(offset),
        u32(item.data.length),
      ]);
    });
    return fullBox('iloc', 1, 0, u8(0x44), u8(0x00), u16(items.length), ...entries);
  };
  const hdlr = fullBox('hdlr', 0, 0, u32(0), fourcc('pict'), u32(0), u32(0), u32(0), u8(0));
  const pitm = fullBox('pitm', 0, 0, u16(primary));
  const meta = (mdatDataStart) =>
    fullBox('meta', 0, 0, hdlr, pitm, iinf, iloc(mdatDataStart), ...(refs.length ? [iref] : []), iprp, idat);

  const mdatDataStart = ftyp.length + meta(0).length + 8; // the iloc's size does not depend on the offsets
  const mdat = box('mdat', ...mdatItems.map((item) => item.data));
  const file = Buffer.concat([ftyp, meta(mdatDataStart), mdat]);
  if (ftyp.length + meta(mdatDataStart).length + 8 !== mdatDataStart) throw new Error('meta size changed');
  return file;
}

// ---------------------------------------------------------------- encoding with heif-enc

/**
 * Encodes a width x height picture with heif-enc and returns its properties for our own container (hvcC with the
 * SPS cropped to the real size, essential; ispe; pixi/colr when heif-enc wrote them) and its coded bytes.
 */
function encode(work, name, width, height, colourAt) {
  const png = join(work, `${name}.png`);
  const heic = join(work, `${name}.heic`);
  writeFileSync(png, encodePng(width, height, colourAt));
  execFileSync('heif-enc', ['-q', '95', '--no-alpha', '-o', heic, png], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const items = readItems(readFileSync(heic));
  const coded = items.filter((item) => item.type === 'hvc1');
  if (coded.length !== 1) throw new Error(`${name}: heif-enc wrote ${coded.length} hvc1 items`);
  const find = (type) => items.flatMap((item) => item.properties).find((p) => boxType(p.box) === type);
  const hvcC = coded[0].properties.find((p) => boxType(p.box) === 'hvcC');
  const colour = ['colr', 'pixi']
    .map(find)
    .filter(Boolean)
    .map((p) => ({ box: p.box, essential: false }));
  return {
    properties: [
      { box: cropHvcC(hvcC.box, width, height), essential: true },
      { box: ispe(width, height), essential: false },
      ...colour,
    ],
    data: coded[0].data,
  };
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'heic-fixtures-'));
  try {
    mkdirSync(OUT, { recursive: true });

    // 1. plain.heic
    const full = encode(work, 'full', W, H, sourceColour);
    const plainExif = exifItem({ orientation: 0 });
    const single = (transform) =>
      writeHeif({
        primary: 1,
        items: [
          {
            id: 1,
            type: 'hvc1',
            name: 'HEVC Image',
            data: full.data,
            properties: [...full.properties, ...transform],
          },
          {
            id: 2,
            type: 'Exif',
            name: 'Exif',
            data: plainExif,
            properties: [],
          },
        ],
        refs: [{ type: 'cdsc', from: 2, to: [1] }],
      });
    const plain = single([]);
    writeFileSync(join(OUT, 'plain.heic'), plain);

    // 2. grid-rotated.heic: tiles 1-4 (row-major), grid 5 (primary), Exif 6
    const tw = W / 2;
    const th = H / 2;
    const tiles = [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ].map(([col, row], i) => encode(work, `tile${i}`, tw, th, (x, y) => sourceColour(col * tw + x, row * th + y)));
    const gridDescriptor = Buffer.concat([u8(0), u8(0), u8(1), u8(1), u16(W), u16(H)]);
    // the grid's properties: ispe, the tiles' colour information (pixi) as iPhones repeat it, then irot (last:
    // transformative properties follow the descriptive ones)
    const colourProps = tiles[0].properties.filter((p) => ['colr', 'pixi'].includes(boxType(p.box)));
    writeFileSync(
      join(OUT, 'grid-rotated.heic'),
      writeHeif({
        primary: 5,
        items: [
          ...tiles.map((tile, i) => ({
            id: i + 1,
            type: 'hvc1',
            name: '',
            hidden: true,
            data: tile.data,
            properties: tile.properties,
          })),
          {
            id: 5,
            type: 'grid',
            name: '',
            inIdat: true,
            data: gridDescriptor,
            properties: [{ box: ispe(W, H), essential: false }, ...colourProps, { box: irot(1), essential: true }],
          },
          {
            id: 6,
            type: 'Exif',
            name: '',
            data: exifItem({ orientation: 6 }),
            properties: [],
          },
        ],
        refs: [
          { type: 'dimg', from: 5, to: [1, 2, 3, 4] },
          { type: 'cdsc', from: 6, to: [5] },
        ],
      }),
    );

    // 3. mirrored.heic
    writeFileSync(join(OUT, 'mirrored.heic'), single([{ box: imir(1), essential: true }]));

    // 4. corrupt.heic: cut inside the meta box, then deterministic garbage (the file ends before meta does)
    const metaEnd = plain.readUInt32BE(0) + plain.readUInt32BE(plain.readUInt32BE(0)); // ftyp's size + meta's
    let seed = 0x2545f491;
    const garbage = Buffer.alloc(100, 0).map(() => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 24;
    });
    if (300 + garbage.length >= metaEnd) throw new Error(`plain.heic's meta ends at ${metaEnd}, too early`);
    writeFileSync(join(OUT, 'corrupt.heic'), Buffer.concat([plain.subarray(0, 300), garbage]));

    // 5. not-really.heic: a PNG
    writeFileSync(join(OUT, 'not-really.heic'), encodePng(W, H, sourceColour));

    verify(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- checking with heif-convert

/**
 * Points of the source layout (the green corner's middle and the four quadrants' centres; the top-left one, (16, 12),
 * is the first red column right of the green corner), and for each fixture its displayed size and where a source
 * point is displayed.
 */
const SOURCE_POINTS = {
  green: [8, 8],
  tl: [16, 12],
  tr: [48, 12],
  bl: [16, 36],
  br: [48, 36],
};
const EXPECTED = {
  'plain.heic': { width: W, height: H, place: (x, y) => [x, y] },
  // irot 1, 90° anticlockwise: (x, y) goes to (y, W - 1 - x); the green corner ends at the bottom left
  'grid-rotated.heic': { width: H, height: W, place: (x, y) => [y, W - 1 - x] },
  // imir 1 as libheif applies it: left and right swap; the green corner ends at the top right
  'mirrored.heic': { width: W, height: H, place: (x, y) => [W - 1 - x, y] },
};

function verify(work) {
  let ok = true;
  for (const [name, expected] of Object.entries(EXPECTED)) {
    const png = join(work, `${name}.png`);
    execFileSync('heif-convert', ['--quiet', join(OUT, name), png], {
      stdio: 'ignore',
    });
    const { width, height, channels, pixels } = decodePng(readFileSync(png));
    const found = [`${width}x${height}`];
    ok &&= width === expected.width && height === expected.height;
    for (const [label, [sx, sy]] of Object.entries(SOURCE_POINTS)) {
      const want = sourceColour(sx, sy);
      const [x, y] = expected.place(sx, sy);
      const at = (y * width + x) * channels;
      const got = [...pixels.subarray(at, at + 3)];
      const good = got.every((v, i) => Math.abs(v - want[i]) <= 40);
      ok &&= good;
      found.push(`${label}(${x},${y})=${got.join(',')}${good ? '' : ' WRONG'}`);
    }
    console.log(`${name}: ${found.join(' ')}`);
  }
  for (const name of ['corrupt.heic', 'not-really.heic']) {
    let failed = false;
    try {
      execFileSync('heif-convert', ['--quiet', join(OUT, name), join(work, 'x.png')], { stdio: 'ignore' });
    } catch {
      failed = true;
    }
    ok &&= failed;
    console.log(`${name}: heif-convert ${failed ? 'fails, as it should' : 'DECODED IT'}`);
  }
  if (!ok) {
    console.error('a fixture does not decode as expected');
    process.exitCode = 1;
  }
}

main();
