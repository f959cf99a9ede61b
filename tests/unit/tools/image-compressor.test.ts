import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMAT,
  DEFAULT_QUALITY,
  compressedName,
  formatPercent,
  imageJobProblem,
  percentSaved,
  parseTargetKb,
  qualityPercent,
  DEFAULT_SETTINGS,
  effortApplies,
  encoderProblem,
  toCompressOptions,
  validateImageFile,
  withImageType,
} from '@src/tools/image-compressor/logic';
import { fitWithin } from '@src/lib/jobs/image';
import { JobError } from '@src/lib/jobs/errors';
import { IMAGE_MAX_BYTES } from '@src/config/constants';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it('the limit is exactly 10 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * MB);
  });

  it.each([
    ['photo.jpg', 'image/jpeg', 1234, null],
    ['shot.PNG', 'image/png', 0, null],
    ['upper.png', 'IMAGE/PNG', 10, null],
    ['anim.gif', 'image/gif', 10, null],
    ['exact.jpg', 'image/jpeg', 10 * MB, null],
    ['one-over.jpg', 'image/jpeg', 10 * MB + 1, 'tooLarge'],
    ['huge.webp', 'image/webp', 11 * MB, 'tooLarge'],
    ['notes.txt', 'text/plain', 10, 'mustBeImage'],
    ['doc.pdf', 'application/pdf', 10, 'mustBeImage'],
    // the type check comes first: a big text file is "not an image", not "too large"
    ['big.txt', 'text/plain', 11 * MB, 'mustBeImage'],
    // no type from the system: the extension decides
    ['no-type.webp', '', 10, null],
    ['NO-TYPE.JPEG', '', 10, null],
    ['no-type.txt', '', 10, 'mustBeImage'],
    ['noextension', '', 10, 'mustBeImage'],
    ['照片 🌅.jpg', 'image/jpeg', 10, null],
    ['fotografía.png', '', 10, null],
    // a phone photo: by its type, or by its name when the system calls it a generic binary (Windows without HEIF)
    ['IMG_0001.HEIC', 'image/heic', 10, null],
    ['IMG_0002.HEIC', 'application/octet-stream', 10, null],
    ['burst.heif', '', 10, null],
    ['blob.bin', 'application/octet-stream', 10, 'mustBeImage'],
  ] as const)('%s (%s, %d bytes) → %s', (name, type, size, expected) => {
    expect(validateImageFile({ name, type, size })).toBe(expected);
  });

  it('checks real File objects at the byte boundary', () => {
    const exact = new File([new Uint8Array(IMAGE_MAX_BYTES)], 'exact.jpg', { type: 'image/jpeg' });
    const over = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'over.jpg', { type: 'image/jpeg' });
    expect(validateImageFile(exact)).toBeNull();
    expect(validateImageFile(over)).toBe('tooLarge');
  });
});

describe('withImageType', () => {
  it('fills in a missing type from the extension and keeps the bytes and name', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'pic.webp', { type: '', lastModified: 42 });
    const typed = withImageType(file);
    expect(typed.type).toBe('image/webp');
    expect(typed.name).toBe('pic.webp');
    expect(typed.lastModified).toBe(42);
    expect([...new Uint8Array(await typed.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('leaves a typed file untouched', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(withImageType(file)).toBe(file);
  });
});

describe('percentSaved / formatPercent', () => {
  it.each([
    [1000, 250, 75],
    [1000, 1000, 0],
    [1000, 1500, -50],
    [0, 10, 0],
    [10 * MB, MB, 90],
  ])('%d → %d bytes saves %d percent', (before, after, expected) => {
    expect(percentSaved(before, after)).toBeCloseTo(expected, 10);
  });

  it.each([
    [42.4, '42'],
    [42.5, '43'],
    [7.46, '7.5'],
    [-12.3, '12'],
    [-0.04, '0'],
    [0, '0'],
    [9.96, '10'],
    [100, '100'],
  ])('%d → "%s"', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('compressedName', () => {
  it.each([
    ['photo.png', 'image/jpeg', 'photo-compressed.jpg'],
    ['photo.jpg', 'image/webp', 'photo-compressed.webp'],
    ['Photo.JPEG', 'image/png', 'Photo-compressed.png'],
    ['archive.v2.final.PNG', 'image/jpeg', 'archive.v2.final-compressed.jpg'],
    ['noextension', 'image/png', 'noextension-compressed.png'],
    ['.hidden', 'image/jpeg', '.hidden-compressed.jpg'],
    ['', 'image/jpeg', 'image-compressed.jpg'],
    ['  .png', 'image/jpeg', 'image-compressed.jpg'],
    ['照片 🌅.jpeg', 'image/jpeg', '照片 🌅-compressed.jpg'],
    ['café\r\n.png', 'image/webp', 'café-compressed.webp'],
  ])('%j as %s → %s', (name, mime, expected) => {
    expect(compressedName(name, mime)).toBe(expected);
  });

  it('handles a 1 MB file name', () => {
    const base = 'a'.repeat(1024 * 1024);
    expect(compressedName(`${base}.png`, 'image/jpeg')).toBe(`${base}-compressed.jpg`);
  });
});

describe('toCompressOptions', () => {
  const base = DEFAULT_SETTINGS;

  it('defaults: JPEG (MozJPEG) at 75 %, no size limits, no target, no metadata', () => {
    expect(DEFAULT_FORMAT).toBe('image/jpeg');
    expect(DEFAULT_QUALITY).toBe(75);
    expect(toCompressOptions(base)).toEqual({
      format: 'image/jpeg',
      quality: 75,
      maxWidth: undefined,
      maxHeight: undefined,
      targetBytes: undefined,
      keepMetadata: false,
      effort: 'fast',
    });
  });

  it('carries the remembered effort', () => {
    expect(toCompressOptions(base, 'small')).toMatchObject({ effort: 'small' });
  });

  it.each([
    ['image/jpeg', true],
    ['auto', true],
    ['image/webp', false],
    ['image/avif', false],
    ['image/png', false],
  ] as const)('the effort choice applies to %s: %s', (format, applies) => {
    expect(effortApplies(format)).toBe(applies);
  });

  it.each([
    [{ maxWidth: ' 1920 ' }, { maxWidth: 1920, maxHeight: undefined }],
    [{ maxHeight: '1080' }, { maxWidth: undefined, maxHeight: 1080 }],
    [{ maxWidth: '1', maxHeight: '10000' }, { maxWidth: 1, maxHeight: 10000 }],
    [{ targetKb: '500' }, { targetBytes: 500 * 1024 }],
    [{ targetKb: '12.5', format: 'image/avif' }, { targetBytes: 12800, format: 'image/avif' }],
    [{ targetKb: '200', format: 'auto' }, { targetBytes: 200 * 1024, format: 'auto' }],
    // PNG has no size target: the field is ignored, even if it holds a value
    [{ targetKb: '200', format: 'image/png' }, { targetBytes: undefined }],
    [{ keepMetadata: true }, { keepMetadata: true }],
  ] as const)('settings %j', (change, expected) => {
    expect(toCompressOptions({ ...base, ...change })).toMatchObject(expected);
  });

  it.each(['0', '-5', '12.5', '10001', 'abc', '1e3', '１２'])('rejects max width %j', (maxWidth) => {
    expect(toCompressOptions({ ...base, maxWidth })).toBe('invalidLimit');
  });

  it.each(['0', '0.5', '-1', 'abc', '1e3', '100001'])('rejects target %j KB', (targetKb) => {
    expect(toCompressOptions({ ...base, targetKb })).toBe('invalidTarget');
    expect(parseTargetKb(targetKb)).toBeNull();
  });

  it('reads a target in KB (comma decimals too)', () => {
    expect(parseTargetKb('')).toBeUndefined();
    expect(parseTargetKb(' 1 ')).toBe(1024);
    expect(parseTargetKb('1,5')).toBe(1536);
  });

  it.each([
    [1, 1],
    [60, 60],
    [100, 100],
    [0, 1],
    [150, 100],
    [Number.NaN, 75],
    [74.6, 75],
  ])('quality %d → %d', (q, expected) => {
    expect(qualityPercent(q)).toBe(expected);
    if (Number.isFinite(q)) expect(toCompressOptions({ ...base, quality: q })).toMatchObject({ quality: expected });
  });
});

describe('encoderProblem', () => {
  it('names an unreachable target with the smallest size, and a codec that could not load', () => {
    expect(encoderProblem(new JobError('failed', 'Error: IMAGE_TARGET_UNREACHABLE:12345'))).toEqual({ kind: 'targetUnreachable', smallestBytes: 12345 });
    expect(encoderProblem(new JobError('failed', 'IMAGE_CODEC_UNAVAILABLE'))).toEqual({ kind: 'codecUnavailable' });
    expect(encoderProblem(new JobError('cancelled'))).toBeNull();
    expect(encoderProblem(new Error('other'))).toBeNull();
  });
});

describe('max width / height maths (fitWithin)', () => {
  it.each([
    [{ width: 4000, height: 3000 }, 1920, undefined, { width: 1920, height: 1440 }],
    [{ width: 4000, height: 3000 }, undefined, 1000, { width: 1333, height: 1000 }],
    [{ width: 4000, height: 3000 }, 1920, 1000, { width: 1333, height: 1000 }],
    [{ width: 3000, height: 4000 }, 1000, undefined, { width: 1000, height: 1333 }],
    [{ width: 3000, height: 4000 }, undefined, 1000, { width: 750, height: 1000 }],
    [{ width: 1000, height: 1000 }, 333, undefined, { width: 333, height: 333 }],
    [{ width: 300, height: 200 }, 150, undefined, { width: 150, height: 100 }],
    [{ width: 301, height: 200 }, undefined, 77, { width: 116, height: 77 }],
    [{ width: 1001, height: 667 }, undefined, 500, { width: 750, height: 500 }],
    [{ width: 10000, height: 10 }, 100, undefined, { width: 100, height: 1 }],
  ])('%j within %s × %s → %j', (src, maxW, maxH, expected) => {
    expect(fitWithin(src, maxW, maxH)).toEqual(expected);
  });

  it.each([
    [{ width: 1200, height: 800 }, 5000, 5000],
    [{ width: 1200, height: 800 }, 1200, undefined],
    [{ width: 1200, height: 800 }, undefined, 800],
    [{ width: 1200, height: 800 }, undefined, undefined],
    [{ width: 1200, height: 800 }, 0, -1],
  ])('%j within %s × %s is left alone (never enlarged)', (src, maxW, maxH) => {
    expect(fitWithin(src, maxW, maxH)).toEqual(src);
  });

  it('limits are respected and proportions kept for many sizes', () => {
    for (let w = 50; w <= 4000; w += 97) {
      for (let h = 50; h <= 4000; h += 89) {
        for (const max of [64, 500, 1080, 1920]) {
          const out = fitWithin({ width: w, height: h }, max, max);
          expect(out.width).toBeLessThanOrEqual(Math.max(max, w <= max ? w : 0));
          expect(out.height).toBeLessThanOrEqual(Math.max(max, h <= max ? h : 0));
          expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(1);
          if (w > max || h > max) expect(Math.max(out.width, out.height)).toBe(max);
          // proportions within rounding
          expect(Math.abs(out.width / out.height - w / h)).toBeLessThan((w / h) * (1 / Math.min(out.width, out.height)) + 1e-9);
        }
      }
    }
  });
});

describe('imageJobProblem', () => {
  it.each([
    [new JobError('failed', 'IMAGE_DECODE_FAILED'), 'loadFailed'],
    [new Error('IMAGE_DECODE_FAILED'), 'loadFailed'],
    [new Error('IMAGE_READ_FAILED'), 'readFailed'],
    [new JobError('failed', 'IMAGE_TOO_MANY_PIXELS'), 'tooManyPixels'],
    [new JobError('cancelled'), null],
    [new JobError('timeout'), null],
    [new JobError('crashed', 'IMAGE_DECODE_FAILED'), null],
    [new Error('something else'), null],
    ['IMAGE_READ_FAILED', 'readFailed'],
  ])('%s → %s', (err, expected) => {
    expect(imageJobProblem(err)).toBe(expected);
  });
});
