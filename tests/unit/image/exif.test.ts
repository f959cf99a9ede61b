import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import { buildExifApp1, findExifTiff, insertApp1, readKeptMetadata } from '../../../workers/image/exif';
import { nodeCodecs, photoLike } from './nodeCodecs';

/** A camera-like APP1: IFD0 Make/Model/Orientation + Exif IFD pointer + GPS IFD pointer, big-endian ("MM"). */
function cameraApp1(): Uint8Array {
  const strings: [number, string][] = [];
  const bytes: number[] = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8];
  const u16 = (v: number) => [v >> 8, v & 0xff];
  const u32 = (v: number) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  // Layout: IFD0 (5 entries) at 8, Exif IFD (1 entry) after it, GPS IFD (2 entries) after that, then strings.
  const ifd0At = 8;
  const exifAt = ifd0At + 2 + 5 * 12 + 4;
  const gpsAt = exifAt + 2 + 1 * 12 + 4;
  let dataAt = gpsAt + 2 + 2 * 12 + 4;
  const ascii = (tag: number, text: string) => {
    const at = dataAt;
    strings.push([at, text]);
    dataAt += text.length + 1;
    return [...u16(tag), ...u16(2), ...u32(text.length + 1), ...u32(at)];
  };
  const ifd0 = [
    ...ascii(0x010f, 'Acme'),
    ...ascii(0x0110, 'PhoneCam 12 Pro'),
    ...u16(0x0112), ...u16(3), ...u32(1), ...u16(6), 0, 0,
    ...u16(0x8769), ...u16(4), ...u32(1), ...u32(exifAt),
    ...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsAt),
  ];
  bytes.push(...u16(5), ...ifd0, ...u32(0));
  bytes.push(...u16(1), ...ascii(0x9003, '2024:05:17 18:42:07'), ...u32(0));
  // GPS: latitude ref "N", GPSVersionID.
  bytes.push(...u16(2), ...u16(0x0000), ...u16(1), ...u32(4), 2, 3, 0, 0, ...u16(0x0001), ...u16(2), ...u32(2), 0x4e, 0, 0, 0, ...u32(0));
  for (const [at, text] of strings) {
    while (bytes.length < at) bytes.push(0);
    bytes.push(...[...text].map((c) => c.charCodeAt(0)), 0);
  }
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...bytes];
  return new Uint8Array([0xff, 0xe1, ...u16(body.length + 2), ...body]);
}

describe('EXIF: only date and camera are ever kept', () => {
  it('reads date, make and model of a camera JPEG (and nothing of its GPS)', async () => {
    const jpeg = insertApp1(await nodeCodecs.jpeg(photoLike(64, 48), 80), cameraApp1());
    // The fixture itself is valid EXIF with GPS, per an independent reader.
    const original = await exifr.parse(jpeg, { gps: true, tiff: true, exif: true });
    expect(original).toMatchObject({ Make: 'Acme', Model: 'PhoneCam 12 Pro', GPSLatitudeRef: 'N' });
    expect(readKeptMetadata(jpeg)).toEqual({ make: 'Acme', model: 'PhoneCam 12 Pro', dateTimeOriginal: '2024:05:17 18:42:07' });
  });

  it('writes a minimal APP1 that an EXIF reader reads back, with no GPS and no orientation', async () => {
    const app1 = buildExifApp1({ make: 'Acme', model: 'PhoneCam 12 Pro', dateTimeOriginal: '2024:05:17 18:42:07', offsetTimeOriginal: '+02:00' })!;
    const jpeg = insertApp1(await nodeCodecs.jpeg(photoLike(64, 48), 80), app1);
    const read = await exifr.parse(jpeg, { gps: true, tiff: true, exif: true, reviveValues: false });
    expect(read).toMatchObject({ Make: 'Acme', Model: 'PhoneCam 12 Pro', DateTimeOriginal: '2024:05:17 18:42:07', OffsetTimeOriginal: '+02:00' });
    expect(Object.keys(read).filter((k) => k.startsWith('GPS') || k === 'latitude')).toEqual([]);
    expect(read.Orientation).toBeUndefined();
    expect(readKeptMetadata(jpeg)).toEqual({ make: 'Acme', model: 'PhoneCam 12 Pro', dateTimeOriginal: '2024:05:17 18:42:07', offsetTimeOriginal: '+02:00' });
  });

  it('short values (≤ 4 bytes) are stored inline and read back', () => {
    const app1 = buildExifApp1({ make: 'LG', model: 'X' })!;
    const jpeg = new Uint8Array([0xff, 0xd8, ...app1, 0xff, 0xd9]);
    expect(readKeptMetadata(jpeg)).toEqual({ make: 'LG', model: 'X' });
  });

  it('nothing to keep → no segment; no EXIF or damaged EXIF → nothing read', () => {
    expect(buildExifApp1({})).toBeNull();
    expect(readKeptMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toEqual({});
    expect(readKeptMetadata(new Uint8Array([1, 2, 3]))).toEqual({});
    const app1 = cameraApp1();
    const broken = new Uint8Array([0xff, 0xd8, ...app1.subarray(0, 30), 0xff, 0xd9]);
    broken[3] = 28; // segment length now inside the cut
    expect(readKeptMetadata(broken)).toEqual({});
    expect(findExifTiff(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('the APP1 goes after a JFIF APP0, which must stay first', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0x4a, 0x46];
    const jpeg = new Uint8Array([0xff, 0xd8, ...app0, 0xff, 0xd9]);
    const out = insertApp1(jpeg, new Uint8Array([0xff, 0xe1, 0, 2]));
    expect([...out]).toEqual([0xff, 0xd8, ...app0, 0xff, 0xe1, 0, 2, 0xff, 0xd9]);
  });
});
