/**
 * The device benchmark's inputs (/bench): the same characters and bytes on every device, so one device's figures
 * compare with another's. Made the way the repo's bench rows make theirs (tests/shared/textSamples.ts,
 * tests/bench/rows/worker-tools.ts), so the page's reference figures and `npm run bench` time the same kind of input.
 * ASCII only: characters = bytes. No DOM: runs in the inputs worker and in node (unit tests).
 */

export function xorshift(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

/** The vocabulary of every generated text, here and in the repo's bench rows. */
export const WORDS = (
  'the of and to in is was for on that with as by at from this be are or an it which were have not but had has ' +
  'system value result order customer product account record report update service network request response ' +
  'delivery invoice payment balance window station harbour village mountain river garden market engine signal'
).split(' ');

export function words(next: () => number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[next() % WORDS.length]!);
  return out.join(' ');
}

/**
 * Lines as the recipe row pastes (`row 012345  The quick  brown fox`, numbered modulo 100,000, so a 10 MiB text has
 * duplicates to remove and runs of spaces to clean), exactly `size` characters.
 */
export function sampleLines(size: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const line = `row ${String(i % 100_000).padStart(6, '0')}  The quick  brown fox\n`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('').slice(0, size);
}

/** A JSON array of records (names, numbers, booleans, nulls, nested objects), exactly `size` characters. */
export function sampleJson(size: number): string {
  const next = xorshift(0x1503);
  const parts: string[] = [];
  let length = 2; // the brackets
  for (let id = 1; ; id++) {
    const item = JSON.stringify({
      id,
      name: words(next, 2),
      email: `user${id}@example.com`,
      active: next() % 2 === 0,
      score: (next() % 100000) / 100,
      tags: [WORDS[next() % WORDS.length], WORDS[next() % WORDS.length]],
      address: { street: `${next() % 999} ${words(next, 2)} street`, city: words(next, 1), zip: String(10000 + (next() % 89999)) },
      notes: next() % 3 === 0 ? null : words(next, 8),
    });
    const cost = item.length + (parts.length > 0 ? 1 : 0);
    if (length + cost > size) break;
    parts.push(item);
    length += cost;
  }
  // Whitespace before the closing bracket is valid JSON and brings the text to the exact size.
  return `[${parts.join(',')}${' '.repeat(Math.max(0, size - length))}]`;
}

/**
 * Two texts of about `size` characters each (the second within a few per cent of the first): numbered lines of words,
 * 2 % of them (spread at random) edited, replaced, inserted or deleted, as the text-diff bench row compares.
 */
export function sampleDiffTexts(size: number): { a: string; b: string; changed: number; lines: number } {
  const next = xorshift(0x5eed1);
  const a: string[] = [];
  let length = 0;
  while (length < size) {
    const line = `${a.length + 1}. ${words(next, 4 + (next() % 10))}`;
    a.push(line);
    length += line.length + 1;
  }
  const b: string[] = [];
  let changed = 0;
  for (const line of a) {
    if (next() % 50 !== 0) {
      b.push(line);
      continue;
    }
    changed += 1;
    const kind = next() % 4;
    if (kind === 0) b.push(`${line} ${words(next, 2)}`);
    else if (kind === 1) b.push(words(next, 6));
    else if (kind === 2) b.push(line, `inserted ${words(next, 5)}`);
    // kind 3: the line is deleted
  }
  return { a: `${a.join('\n')}\n`, b: `${b.join('\n')}\n`, changed, lines: a.length };
}

const BLOCK_BYTES = 1024 * 1024;
/** Blocks per intermediate Blob: the heap holds at most this many mebibytes at once. */
const BLOCKS_PER_PART = 8;

/**
 * `size` pseudo-random bytes as a Blob, made a mebibyte at a time and handed to the browser's blob store eight
 * mebibytes at a time: 100 MiB never sit on the worker's heap at once.
 */
export function sampleBytes(size: number): Blob {
  const next = xorshift(0x1234567);
  const parts: Blob[] = [];
  let blocks: Uint8Array<ArrayBuffer>[] = [];
  for (let left = size; left > 0; left -= BLOCK_BYTES) {
    const n = Math.min(BLOCK_BYTES, left);
    const block = new Uint8Array(Math.ceil(n / 4) * 4);
    const words32 = new Uint32Array(block.buffer);
    for (let i = 0; i < words32.length; i++) words32[i] = next();
    blocks.push(n === block.length ? block : block.slice(0, n));
    if (blocks.length === BLOCKS_PER_PART) {
      parts.push(new Blob(blocks));
      blocks = [];
    }
  }
  if (blocks.length > 0) parts.push(new Blob(blocks));
  return new Blob(parts, { type: 'application/octet-stream' });
}
