import { createMD5, createSHA1, createSHA256, type IHasher } from 'hash-wasm';

/** No React, no DOM: runs in the hash worker and in node (unit tests, bench baselines). */
export interface HashResult {
  md5: string;
  sha1: string;
  sha256: string;
  bytes: number;
}

export type ProgressFn = (fraction: number) => void;

/** 4 MiB: large enough that per-chunk overhead vanishes, small enough that memory stays flat for any file size. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** Thrown when the WASM hashers cannot be instantiated; the UI says "MD5 not available in the browser". */
export const HASH_UNAVAILABLE = 'HASH_WASM_UNAVAILABLE';

interface HashSet {
  update(chunk: Uint8Array): void;
  digest(): Omit<HashResult, 'bytes'>;
}

async function createHashSet(): Promise<HashSet> {
  let hashers: [IHasher, IHasher, IHasher];
  try {
    hashers = await Promise.all([createMD5(), createSHA1(), createSHA256()]);
  } catch {
    throw new Error(HASH_UNAVAILABLE);
  }
  const [md5, sha1, sha256] = hashers;
  for (const h of hashers) h.init();
  return {
    update(chunk) {
      md5.update(chunk);
      sha1.update(chunk);
      sha256.update(chunk);
    },
    digest() {
      return { md5: md5.digest('hex'), sha1: sha1.digest('hex'), sha256: sha256.digest('hex') };
    },
  };
}

/** Hashes a stream of chunks with all three algorithms in one pass. */
export async function hashChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  totalBytes: number,
  onProgress?: ProgressFn,
): Promise<HashResult> {
  const set = await createHashSet();
  let done = 0;
  for await (const chunk of chunks) {
    set.update(chunk);
    done += chunk.byteLength;
    if (totalBytes > 0) onProgress?.(Math.min(1, done / totalBytes));
  }
  onProgress?.(1);
  return { ...set.digest(), bytes: done };
}

export function* sliceBytes(bytes: Uint8Array, chunkBytes = CHUNK_BYTES): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.byteLength; offset += chunkBytes) {
    yield bytes.subarray(offset, Math.min(offset + chunkBytes, bytes.byteLength));
  }
}

/** Reads a Blob (or File) chunk by chunk with Blob.slice, so only one chunk is in memory at a time. */
export async function* readBlob(blob: Blob, chunkBytes = CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += chunkBytes) {
    yield new Uint8Array(await blob.slice(offset, offset + chunkBytes).arrayBuffer());
  }
}

export function hashBytes(bytes: Uint8Array, onProgress?: ProgressFn, chunkBytes = CHUNK_BYTES): Promise<HashResult> {
  return hashChunks(sliceBytes(bytes, chunkBytes), bytes.byteLength, onProgress);
}

export function hashText(text: string, onProgress?: ProgressFn, chunkBytes = CHUNK_BYTES): Promise<HashResult> {
  return hashBytes(new TextEncoder().encode(text), onProgress, chunkBytes);
}

export function hashBlob(blob: Blob, onProgress?: ProgressFn, chunkBytes = CHUNK_BYTES): Promise<HashResult> {
  return hashChunks(readBlob(blob, chunkBytes), blob.size, onProgress);
}

export type HashAlgorithm = 'md5' | 'sha1' | 'sha256';
const CREATE: Record<HashAlgorithm, () => Promise<IHasher>> = { md5: createMD5, sha1: createSHA1, sha256: createSHA256 };

/** One algorithm's hex digest (a recipe step names one), fed in CHUNK_BYTES pieces like the tool's three-in-one pass. */
export async function digestHex(algorithm: HashAlgorithm, bytes: Uint8Array, chunkBytes = CHUNK_BYTES): Promise<string> {
  let hasher: IHasher;
  try {
    hasher = await CREATE[algorithm]();
  } catch {
    throw new Error(HASH_UNAVAILABLE);
  }
  hasher.init();
  for (const chunk of sliceBytes(bytes, chunkBytes)) hasher.update(chunk);
  return hasher.digest('hex');
}
