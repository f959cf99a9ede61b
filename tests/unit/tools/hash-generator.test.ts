import { describe, expect, it } from 'vitest';
import { digestsSummary, findMatch, formatHex, isHex, normalizeChecksum, type Digests } from '@src/tools/hash-generator/logic';

const abc: Digests = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
};

describe('hash-generator logic', () => {
  it.each([
    ['  ABCDEF  ', 'abcdef'],
    ['sha256: ABCD', 'abcd'],
    ['SHA-1=abcd', 'abcd'],
    ['md5:abcd', 'abcd'],
    ['900150983cd24fb0d6963f7d28e17f72  file.txt', '900150983cd24fb0d6963f7d28e17f72'],
    ['', ''],
  ])('normalizes %j', (input, expected) => expect(normalizeChecksum(input)).toBe(expected));

  it.each([
    [abc.md5, 'md5'],
    [abc.sha1.toUpperCase(), 'sha1'],
    [`  ${abc.sha256}\n`, 'sha256'],
    [`sha256:${abc.sha256}`, 'sha256'],
    [abc.sha256.slice(0, 63), null],
    ['zz', null],
    ['', null],
    ['d41d8cd98f00b204e9800998ecf8427e', null],
  ])('findMatch(%j) → %j', (expected, algo) => expect(findMatch(expected, abc)).toBe(algo));

  it('formats case', () => {
    expect(formatHex('aBc', true)).toBe('ABC');
    expect(formatHex('aBc', false)).toBe('abc');
  });

  it('checks hex', () => {
    expect(isHex('0af9')).toBe(true);
    expect(isHex('0ag9')).toBe(false);
    expect(isHex('')).toBe(false);
  });

  it('summarises all three', () => {
    expect(digestsSummary(abc, false)).toBe(`MD5: ${abc.md5}\nSHA-1: ${abc.sha1}\nSHA-256: ${abc.sha256}`);
    expect(digestsSummary(abc, true).split('\n')[0]).toBe(`MD5: ${abc.md5.toUpperCase()}`);
  });
});
