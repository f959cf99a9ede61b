import type { HashAlgorithm } from '../hash/hashing';
import { asBytes, defineOp, fail, ok, opModule, type Operation } from './schema';

/** MD5 / SHA-1 / SHA-256 in hex: the hash tool's module (hash-wasm), imported on first use; one algorithm per step. */
function hashOp(algorithm: HashAlgorithm): Operation {
  return defineOp()({
    id: algorithm,
    group: 'hash',
    input: 'bytes',
    output: 'text',
    options: [],
    run: async (input) => {
      const { digestHex, HASH_UNAVAILABLE } = await opModule('hashing');
      try {
        return ok(await digestHex(algorithm, asBytes(input)));
      } catch (err) {
        if (err instanceof Error && err.message === HASH_UNAVAILABLE) return fail('hashUnavailable');
        throw err;
      }
    },
  });
}

export const HASH_OPERATIONS = (['md5', 'sha1', 'sha256'] as const).map(hashOp);
