import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASE64_OPTIONS, base64DecodeOp, base64EncodeOp, charPosition, decodeString, decodeToBytes, decodedFileType, encodeBlob,
  encodeBytes, encodedFileName, extensionFor, findLoneSurrogate, parseDataUrlHeader, sniffMime, wrapLines, type Base64Options,
} from '@src/tools/base64/logic';
import { decodeBlob } from '@workers/base64/slices';
import { toolExample } from '../../shared/examples';
import { randomText, rng, type CodePointRanges } from '../helpers/random';

const EXAMPLE = toolExample('base64');

const TEXT_RANGES: CodePointRanges = [[0x20, 0x7e], [0x00, 0x1f], [0xa0, 0x24f], [0x4e00, 0x9fff], [0xe000, 0xfffd], [0x1f300, 0x1faff], [0x10000, 0x10ffff]];

function randomBytes(rand: () => number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = Math.floor(rand() * 256);
  return out;
}

const STD: Base64Options = DEFAULT_BASE64_OPTIONS;
const opts = (o: Partial<Base64Options>): Base64Options => ({ ...STD, ...o });
const enc = (text: string, o: Partial<Base64Options> = {}) => base64EncodeOp(text, opts(o));
const node64 = (bytes: Uint8Array | string, url = false) => Buffer.from(bytes as Uint8Array).toString(url ? 'base64url' : 'base64');

describe('text encoding (UTF-8)', () => {
  it.each<[string, string, string]>([
    ['empty', '', ''],
    ['ascii', 'Hello, World!', 'SGVsbG8sIFdvcmxkIQ=='],
    ['one byte', 'a', 'YQ=='],
    ['two bytes', 'ab', 'YWI='],
    ['three bytes', 'abc', 'YWJj'],
    ['accents', 'café ñandú', 'Y2Fmw6kgw7FhbmTDug=='],
    ['CJK', '你好，世界', '5L2g5aW977yM5LiW55WM'],
    ['emoji', '👋🏽🎉', '8J+Ri/Cfj73wn46J'],
    ['emoji ZWJ family', '👨‍👩‍👧', '8J+RqOKAjfCfkanigI3wn5Gn'],
    ['the example', EXAMPLE, 'SGVsbG8sIOS4lueVjCEg8J+RiyBCYXNlNjQga2VlcHMgZXZlcnkgY2hhcmFjdGVyOiBjYWbDqSwgw7FhbmTDui4='],
  ])('%s', (_name, text, expected) => {
    expect(enc(text)).toEqual({ ok: true, output: expected });
    expect(base64DecodeOp(expected)).toEqual({ ok: true, output: text });
  });

  it.each<[string, Partial<Base64Options>, string]>([
    ['url-safe, padded', { urlSafe: true }, '-_-_'],
    ['standard', {}, '+/+/'],
    ['url-safe, no padding', { urlSafe: true, padding: false }, '-_-_'],
  ])('alphabet: %s', (_name, o, expected) => {
    // 0xfb 0xff 0xbf 0xfb 0xff 0xbf: every sextet is 62 or 63.
    expect(encodeBytes(new Uint8Array([0xfb, 0xff, 0xbf, 0xfb, 0xff, 0xbf]).subarray(0, 3), opts(o))).toBe(expected);
  });

  it.each<[string, Partial<Base64Options>, string]>([
    ['padded', { padding: true }, 'Pz8/Pw=='],
    ['unpadded', { padding: false }, 'Pz8/Pw'],
    ['url-safe padded', { urlSafe: true, padding: true }, 'Pz8_Pw=='],
    ['url-safe unpadded', { urlSafe: true, padding: false }, 'Pz8_Pw'],
  ])('padding: %s', (_name, o, expected) => {
    expect(enc('????', o)).toEqual({ ok: true, output: expected });
  });

  it('wraps at 76 characters (57 bytes per line), without a trailing newline', () => {
    const text = 'x'.repeat(200);
    const r = enc(text, { wrap: true });
    if (!r.ok) throw new Error('expected ok');
    const lines = r.output.split('\n');
    expect(lines.slice(0, -1).every((l) => l.length === 76)).toBe(true);
    expect(lines.join('')).toBe(node64(Buffer.from(text)));
    expect(enc('x'.repeat(57), { wrap: true })).toEqual({ ok: true, output: node64(Buffer.from('x'.repeat(57))) });
    expect(wrapLines('a'.repeat(152))).toBe(`${'a'.repeat(76)}\n${'a'.repeat(76)}`);
  });

  it.each<[string, string, number]>([
    ['lone high surrogate', 'ab\uD83D', 2],
    ['lone low surrogate', '\uDC4Bxyz', 0],
    ['reversed pair', 'a\uDC4B\uD83D', 1],
  ])('%s → error encoding text at its position', (_name, text, position) => {
    expect(enc(text)).toEqual({ ok: false, error: 'encodeText', position });
    expect(findLoneSurrogate(text)).toBe(position);
  });

  it('random Unicode round-trips with every option set', () => {
    const rand = rng(7);
    for (let n = 0; n < 200; n++) {
      const text = randomText(rand, Math.floor(rand() * 60), TEXT_RANGES);
      const o = opts({ urlSafe: rand() < 0.5, padding: rand() < 0.5, wrap: rand() < 0.5 });
      const r = base64EncodeOp(text, o);
      if (!r.ok) throw new Error('expected ok');
      const plain = r.output.replace(/\n/g, '');
      expect(plain).toBe(node64(Buffer.from(text, 'utf8'), o.urlSafe).replace(/=+$/, '') + (o.padding ? '='.repeat((4 - (plain.replace(/=+$/, '').length % 4)) % 4) : ''));
      expect(base64DecodeOp(r.output)).toEqual({ ok: true, output: text });
    }
  });

  it('random binary round-trips and matches Node', () => {
    const rand = rng(11);
    for (let n = 0; n < 200; n++) {
      const bytes = randomBytes(rand, Math.floor(rand() * 300));
      expect(encodeBytes(bytes)).toBe(node64(bytes));
      expect(encodeBytes(bytes, opts({ urlSafe: true, padding: false }))).toBe(node64(bytes, true));
      const back = decodeToBytes(encodeBytes(bytes, opts({ urlSafe: rand() < 0.5, padding: rand() < 0.5, wrap: true })));
      expect(back.ok && [...back.bytes]).toEqual([...bytes]);
    }
  });
});

describe('decoding accepts every form', () => {
  it.each<[string, string, string]>([
    ['standard padded', 'SGVsbG8/', 'Hello?'],
    ['missing padding', 'YWI', 'ab'],
    ['missing both pads', 'YQ', 'a'],
    ['short padding', 'YQ=', 'a'],
    ['url-safe alphabet', '8J-Ri_Cfj73wn46J', '👋🏽🎉'],
    ['mixed alphabets', '8J+Ri_Cfj73wn46J', '👋🏽🎉'],
    ['spaces, tabs and CRLF line breaks', '  SGVs\r\nbG8s\tIFdv\ncmxk IQ==\n', 'Hello, World!'],
    ['data URL', 'data:text/plain;base64,SGVsbG8=', 'Hello'],
    ['data URL with charset and spaces', '  data:text/plain;charset=utf-8;base64,\n5L2g5aW9', '你好'],
    ['upper-case BASE64 marker', 'data:;BASE64,SGk=', 'Hi'],
    ['empty', '', ''],
    ['whitespace only', ' \n ', ''],
  ])('%s', (_name, input, expected) => {
    expect(base64DecodeOp(input)).toEqual({ ok: true, output: expected });
  });
});

describe('invalid input is a result, never an exception', () => {
  it.each<[string, string, unknown]>([
    ['a character outside both alphabets', 'SGVs*bG8=', { ok: false, error: 'invalidChar', position: 4, char: '*' }],
    ['non-ASCII', 'SGVsbG8é', { ok: false, error: 'invalidChar', position: 7, char: 'é' }],
    ['emoji reported whole', 'SG👋', { ok: false, error: 'invalidChar', position: 2, char: '👋' }],
    ['percent-encoded', 'SGVsbG8%3D', { ok: false, error: 'invalidChar', position: 7, char: '%' }],
    ['position counts the data URL header', 'data:image/png;base64,iVBO!', { ok: false, error: 'invalidChar', position: 26, char: '!' }],
    ['one character too many', 'SGVsb', { ok: false, error: 'badLength' }],
    ['data after padding', 'YQ==YQ==', { ok: false, error: 'badLength' }],
    ['three pads', 'YQ===', { ok: false, error: 'badLength' }],
    ['padding alone', '==', { ok: false, error: 'badLength' }],
    ['padding on a whole group', 'YWJj=', { ok: false, error: 'badLength' }],
    ['a data URL without base64', 'data:text/plain,hello', { ok: false, error: 'notBase64DataUrl' }],
    ['binary (a PNG) is not text', 'iVBORw0KGgoAAAANSUhEUg==', { ok: false, error: 'notText', mime: 'image/png' }],
    ['invalid UTF-8', '/w==', { ok: false, error: 'notText', mime: 'application/octet-stream' }],
  ])('%s', (_name, input, expected) => {
    expect(base64DecodeOp(input)).toEqual(expected);
  });

  it('positions count characters as people do', () => {
    expect(charPosition('👋a*', 3)).toBe(3);
    expect(charPosition('ab*', 2)).toBe(3);
  });
});

describe('data URLs and file types', () => {
  it.each<[string, ReturnType<typeof parseDataUrlHeader>]>([
    ['data:image/png;base64,AAAA', { mime: 'image/png', base64: true, offset: 22 }],
    ['DATA:Image/SVG+XML;base64,PHN2Zz4=', { mime: 'image/svg+xml', base64: true, offset: 26 }],
    ['data:,hello', { mime: '', base64: false, offset: 6 }],
    ['SGVsbG8=', null],
  ])('header of %s', (input, expected) => {
    expect(parseDataUrlHeader(input)).toEqual(expected);
  });

  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it.each<[string, Uint8Array, string, string]>([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png', 'png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg', 'jpg'],
    ['gif87a', new TextEncoder().encode('GIF87a......'), 'image/gif', 'gif'],
    ['gif89a', new TextEncoder().encode('GIF89a......'), 'image/gif', 'gif'],
    ['webp', new TextEncoder().encode('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '), 'image/webp', 'webp'],
    ['riff but wave', new TextEncoder().encode('RIFF\u0001\u0002\u0003\u0004WAVEfmt '), 'application/octet-stream', 'bin'],
    ['pdf', new TextEncoder().encode('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04), 'application/zip', 'zip'],
    ['empty zip', bytes(0x50, 0x4b, 0x05, 0x06), 'application/zip', 'zip'],
    ['text', new TextEncoder().encode('hello world'), 'application/octet-stream', 'bin'],
    ['nothing', new Uint8Array(0), 'application/octet-stream', 'bin'],
    ['truncated png', new Uint8Array([0x89, 0x50]), 'application/octet-stream', 'bin'],
  ])('sniffs %s', (_name, head, mime, ext) => {
    expect(sniffMime(head)).toBe(mime);
    expect(decodedFileType('', head)).toEqual({ mime, filename: `decoded.${ext}` });
  });

  it.each<[string, string]>([
    ['image/png', 'png'], ['image/svg+xml', 'svg'], ['text/plain;charset=utf-8', 'txt'], ['application/json', 'json'],
    ['application/x-yaml', 'yaml'], ['audio/mpeg', 'mp3'], ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'bin'],
  ])('extension for %s', (mime, ext) => {
    expect(extensionFor(mime)).toBe(ext);
  });

  it('a data URL names the type; the bytes decide when it does not', () => {
    expect(decodedFileType('image/svg+xml', new Uint8Array([0x3c]))).toEqual({ mime: 'image/svg+xml', filename: 'decoded.svg' });
    expect(decodedFileType('not a type', bytes(0xff, 0xd8, 0xff))).toEqual({ mime: 'image/jpeg', filename: 'decoded.jpg' });
    expect(encodedFileName('photo.png', 'dataUrl')).toBe('photo.png.dataurl.txt');
    expect(encodedFileName('a.zip', 'base64')).toBe('a.zip.b64.txt');
  });
});

describe('sliced file encoding equals one-shot encoding', () => {
  const SLICE = 57 * 2; // 114 bytes: small slices, so sizes cross several boundaries
  const sizes = [0, 1, 2, 3, 56, 57, 58, 113, 114, 115, 116, 227, 228, 229, 230, 341, 342, 343, 1000];
  const rand = rng(3);
  const variants: Array<[string, Partial<Base64Options>]> = [
    ['standard', {}],
    ['url-safe unpadded', { urlSafe: true, padding: false }],
    ['wrapped', { wrap: true }],
    ['url-safe wrapped unpadded', { urlSafe: true, padding: false, wrap: true }],
  ];
  for (const size of sizes) {
    const data = randomBytes(rand, size);
    it.each(variants)(`%s, ${size} bytes`, async (_name, o) => {
      const all = opts(o);
      const progress: number[] = [];
      const sliced = await encodeBlob(new Blob([data as BlobPart]), { ...all, format: 'base64', mime: '' }, (f) => progress.push(f), SLICE);
      expect(sliced).toBe(encodeBytes(data, all));
      expect(progress).toHaveLength(Math.ceil(size / SLICE));
      if (size) expect(progress.at(-1)).toBe(1);
    });
    it(`data URL, ${size} bytes`, async () => {
      const url = await encodeBlob(new Blob([data as BlobPart]), { ...opts({ urlSafe: true, padding: false, wrap: true }), format: 'dataUrl', mime: 'image/png' }, undefined, SLICE);
      expect(url).toBe(`data:image/png;base64,${node64(data)}`);
    });
  }

  it('rejects a slice size that would break groups or lines', async () => {
    await expect(encodeBlob(new Blob(['abc']), { ...STD, format: 'base64', mime: '' }, undefined, 60)).rejects.toThrow(/multiple of 57/);
  });
});

describe('sliced decoding equals one-shot decoding', () => {
  const rand = rng(5);
  const data = randomBytes(rand, 777);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const b64 = encodeBytes(data, opts({ wrap: true }));
  const inputs: Array<[string, string, string]> = [
    ['wrapped base64', b64, 'image/png'],
    ['url-safe unpadded', encodeBytes(data, opts({ urlSafe: true, padding: false })), 'image/png'],
    ['data URL', `data:application/pdf;base64,${b64}`, 'application/pdf'],
  ];
  for (const slice of [4, 8, 100, 1024, 4096]) {
    it.each(inputs)(`%s, slices of ${slice}`, async (_name, input, mime) => {
      for (const result of [await decodeString(input, undefined, slice), await decodeBlob(new Blob([input]), undefined, slice)]) {
        if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
        expect(result.mime).toBe(mime);
        expect(result.filename).toBe(`decoded.${extensionFor(mime)}`);
        expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(data);
      }
    });
  }

  it.each<[string, string, unknown]>([
    ['an invalid character far in', `${'QUJD'.repeat(50)}QU!D`, { ok: false, error: 'invalidChar', position: 202, char: '!' }],
    ['after a data URL header', `data:image/png;base64,${'QUJD'.repeat(10)}?`, { ok: false, error: 'invalidChar', position: 62, char: '?' }],
    ['a truncated end', `${'QUJD'.repeat(10)}Q`, { ok: false, error: 'badLength' }],
    ['not base64', 'data:text/plain,hi', { ok: false, error: 'notBase64DataUrl' }],
  ])('errors: %s, with the same positions as one-shot', async (_name, input, expected) => {
    expect(await decodeString(input, undefined, 8)).toEqual(expected);
    expect(decodeToBytes(input)).toEqual(expected);
  });

  it('an empty input decodes to an empty file', async () => {
    const r = await decodeString('');
    expect(r.ok && r.size).toBe(0);
  });
});
