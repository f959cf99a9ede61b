import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { uniqueNames, zipBlobs } from '@src/lib/zip';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('zipBlobs', () => {
  it('packs named blobs that unzip to the same bytes', async () => {
    const entries = [
      { name: 'a-compressed.jpg', blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' }) },
      { name: 'b-compressed.png', blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) },
      { name: 'c-compressed.webp', blob: new Blob(['RIFF....WEBP']) },
    ];
    const zip = await zipBlobs(entries);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(await bytesOf(zip));
    expect(Object.keys(files).sort()).toEqual(['a-compressed.jpg', 'b-compressed.png', 'c-compressed.webp']);
    expect([...(files['a-compressed.jpg'] ?? [])]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(strFromU8(files['c-compressed.webp'] ?? new Uint8Array())).toBe('RIFF....WEBP');
  });

  it('renames duplicates instead of hiding a file', async () => {
    const zip = await zipBlobs([
      { name: 'photo.jpg', blob: new Blob(['1']) },
      { name: 'photo.jpg', blob: new Blob(['2']) },
      { name: 'PHOTO.jpg', blob: new Blob(['3']) },
    ]);
    const files = unzipSync(await bytesOf(zip));
    expect(Object.keys(files)).toEqual(['photo.jpg', 'photo (2).jpg', 'PHOTO (3).jpg']);
    expect(strFromU8(files['photo (2).jpg'] ?? new Uint8Array())).toBe('2');
  });

  it('keeps unicode names', async () => {
    const zip = await zipBlobs([
      { name: '照片 🌅.jpg', blob: new Blob(['x']) },
      { name: 'fotografía.png', blob: new Blob(['y']) },
    ]);
    expect(Object.keys(unzipSync(await bytesOf(zip)))).toEqual(['照片 🌅.jpg', 'fotografía.png']);
  });

  it('handles an empty list and empty files', async () => {
    expect(Object.keys(unzipSync(await bytesOf(await zipBlobs([]))))).toEqual([]);
    const files = unzipSync(await bytesOf(await zipBlobs([{ name: 'empty.png', blob: new Blob([]) }])));
    expect(files['empty.png']?.length).toBe(0);
  });

  it('streams a 1 MB blob intact', async () => {
    const big = new Uint8Array(1024 * 1024);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31) & 0xff;
    const zip = await zipBlobs([{ name: 'big.bin', blob: new Blob([big]) }]);
    const out = unzipSync(await bytesOf(zip))['big.bin'];
    expect(out?.length).toBe(big.length);
    expect(out?.every((v, i) => v === big[i])).toBe(true);
  });
});

describe('uniqueNames', () => {
  it.each([
    [['a.jpg', 'b.jpg'], ['a.jpg', 'b.jpg']],
    [['a.jpg', 'a.jpg', 'a.jpg'], ['a.jpg', 'a (2).jpg', 'a (3).jpg']],
    [['A.jpg', 'a.jpg'], ['A.jpg', 'a (2).jpg']],
    [['x', 'x'], ['x', 'x (2)']],
    [['a (2).jpg', 'a.jpg', 'a.jpg'], ['a (2).jpg', 'a.jpg', 'a (3).jpg']],
    [[], []],
  ])('%j → %j', (names, expected) => {
    expect(uniqueNames(names)).toEqual(expected);
  });
});
