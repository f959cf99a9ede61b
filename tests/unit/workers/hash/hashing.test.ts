import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { hashBlob, hashBytes, hashText } from '@workers/hash/hashing';

const node = (algo: string, data: Uint8Array | string) => createHash(algo).update(data).digest('hex');

describe('hashing (hash-wasm)', () => {
  it.each([
    ['abc', '900150983cd24fb0d6963f7d28e17f72', 'a9993e364706816aba3e25717850c26c9cd0d89d', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'd41d8cd98f00b204e9800998ecf8427e', 'da39a3ee5e6b4b0d3255bfef95601890afd80709', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ])('known answers for %j', async (text, md5, sha1, sha256) => {
    await expect(hashText(text)).resolves.toMatchObject({ md5, sha1, sha256 });
  });

  it.each([['héllo wörld'], ['你好，世界'], ['emoji 🎉👍🏽'], ['line1\r\nline2']])('multi-byte UTF-8 %j matches node crypto', async (text) => {
    const r = await hashText(text);
    expect(r).toMatchObject({ md5: node('md5', text), sha1: node('sha1', text), sha256: node('sha256', text) });
    expect(r.bytes).toBe(Buffer.byteLength(text));
  });

  it('chunked equals one-shot, across chunk boundaries', async () => {
    const bytes = new Uint8Array(1_000_003).map((_, i) => (i * 31) % 251);
    const oneShot = await hashBytes(bytes, undefined, bytes.length);
    for (const chunk of [1, 7, 4096, 65_536, 999_999]) {
      if (chunk === 1) continue; // too slow to be worth it; 7 covers tiny chunks
      expect(await hashBytes(bytes, undefined, chunk)).toEqual(oneShot);
    }
    expect(oneShot.sha256).toBe(node('sha256', bytes));
  });

  it('hashes a Blob larger than the chunk size, reporting progress up to 1', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => i % 256);
    const seen: number[] = [];
    const r = await hashBlob(new Blob([bytes]), (p) => seen.push(p), 1024 * 1024);
    expect(r.md5).toBe(node('md5', bytes));
    expect(r.sha1).toBe(node('sha1', bytes));
    expect(r.bytes).toBe(bytes.length);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('an empty file (Blob) has the digests of empty input', async () => {
    const r = await hashBlob(new Blob([]));
    expect(r).toEqual({
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      bytes: 0,
    });
  });
});
