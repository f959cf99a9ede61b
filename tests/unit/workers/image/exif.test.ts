import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import { buildExifApp1, findExifTiff, insertApp1, readKeptMetadata } from '@workers/image/exif';
import { nodeCodecs, photoLike } from './nodeCodecs';
import { cameraApp1 } from '../../../shared/exifFixture';

describe('EXIF: only date and camera are ever kept', () => {
  it('reads date, make and model of a camera JPEG (and nothing of its GPS)', async () => {
    const jpeg = insertApp1(await nodeCodecs.jpeg(photoLike(64, 48), 80), cameraApp1());
    // The fixture itself is valid EXIF with GPS, per an independent reader.
    const original = await exifr.parse(jpeg, { gps: true, tiff: true, exif: true });
    expect(original).toMatchObject({ Make: 'Acme', Model: 'PhoneCam 12 Pro', GPSLatitudeRef: 'N', Orientation: 'Horizontal (normal)' });
    expect(original.GPSLatitude).toEqual([48, 51, 24]);
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
