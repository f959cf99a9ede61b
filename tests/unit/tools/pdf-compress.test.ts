import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, compressedName, savedPercent, toCompressOptions } from '@src/tools/pdf-compress/logic';

describe('toCompressOptions', () => {
  it('the defaults: quality 70, 150 DPI, metadata dropped, no target', () => {
    expect(toCompressOptions(DEFAULT_SETTINGS, 'fast')).toEqual({ quality: 70, dropMetadata: true, effort: 'fast', maxDpi: 150 });
  });
  it('a target in KB becomes bytes; no DPI limit leaves maxDpi out', () => {
    expect(toCompressOptions({ ...DEFAULT_SETTINGS, targetKb: '500', maxDpi: 'none' }, 'small')).toEqual({
      quality: 70, dropMetadata: true, effort: 'small', targetBytes: 512_000,
    });
  });
  it.each(['abc', '0', '-5', '200000'])('a target of %j is refused', (targetKb) => {
    expect(toCompressOptions({ ...DEFAULT_SETTINGS, targetKb }, 'fast')).toBe('targetInvalid');
  });
});

it('savedPercent', () => {
  expect(savedPercent(1000, 250)).toBe('75');
  expect(savedPercent(1000, 976)).toBe('2.4');
  expect(savedPercent(1000, 1200)).toBe('0.0');
  expect(savedPercent(0, 0)).toBe('0');
});

it('compressedName', () => {
  expect(compressedName('Scan.PDF')).toBe('Scan-compressed.pdf');
  expect(compressedName('notes')).toBe('notes-compressed.pdf');
});
