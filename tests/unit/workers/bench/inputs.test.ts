import { describe, expect, it } from 'vitest';
import { MiB } from '@src/lib/deviceBench/suite';
import { sampleBytes, sampleDiffTexts, sampleJson, sampleLines } from '@workers/bench/inputs';

describe('the inputs', () => {
  it('are exactly the asked size, and the same every time', () => {
    for (const size of [1, 1000, 256 * 1024]) {
      expect(sampleLines(size)).toHaveLength(size);
      expect(sampleJson(size + 100)).toHaveLength(size + 100);
    }
    expect(sampleLines(300)).toBe(sampleLines(300));
    expect(sampleJson(5000)).toBe(sampleJson(5000));
  });

  it('are lines with duplicates and runs of spaces for the recipe', () => {
    const text = sampleLines(100_000);
    expect(text.startsWith('row 000000  The quick  brown fox\nrow 000001')).toBe(true);
  });

  it('make valid JSON of records', () => {
    const data = JSON.parse(sampleJson(64 * 1024)) as { id: number; address: { zip: string } }[];
    expect(data.length).toBeGreaterThan(100);
    expect(data[0]!.id).toBe(1);
    expect(typeof data[0]!.address.zip).toBe('string');
  });

  it('make two texts that differ in about 2 % of their lines', () => {
    const { a, b } = sampleDiffTexts(64 * 1024);
    expect(a.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(Math.abs(b.length - a.length) / a.length).toBeLessThan(0.05);
    const left = new Set(a.split('\n'));
    const changed = b.split('\n').filter((line) => !left.has(line)).length;
    const lines = a.split('\n').length;
    expect(changed / lines).toBeGreaterThan(0.003);
    expect(changed / lines).toBeLessThan(0.03);
  });

  it('make a blob of the exact size from varying bytes', async () => {
    const blob = sampleBytes(2 * MiB + 3);
    expect(blob.size).toBe(2 * MiB + 3);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // Not one block repeated: the second mebibyte differs from the first.
    expect(bytes.subarray(0, 64)).not.toEqual(bytes.subarray(MiB, MiB + 64));
  });
});
