import { describe, expect, it } from 'vitest';
import { jpegIsTruncated } from '@workers/image/jpegCheck';
import { nodeCodecs, photoLike } from './nodeCodecs';

describe('jpegIsTruncated', () => {
  it('a whole JPEG is fine; the same file cut anywhere in its image data is truncated', async () => {
    const jpeg = await nodeCodecs.jpeg(photoLike(200, 150), 80);
    expect(jpegIsTruncated(jpeg)).toBe(false);
    for (const keep of [0.3, 0.6, 0.95]) expect(jpegIsTruncated(jpeg.subarray(0, Math.floor(jpeg.length * keep)))).toBe(true);
    // Trailing bytes after the end marker (some phones append data) are not truncation.
    expect(jpegIsTruncated(new Uint8Array([...jpeg, 1, 2, 3, 4]))).toBe(false);
    // Cut inside the headers.
    expect(jpegIsTruncated(jpeg.subarray(0, 30))).toBe(true);
  });

  it('leaves other formats and non-images to the decoder', () => {
    expect(jpegIsTruncated(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(jpegIsTruncated(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00]))).toBe(false);
  });
});
