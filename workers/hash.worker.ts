import { expose } from 'comlink';
import { hashBlob, hashBytes, hashText, type HashResult, type ProgressFn } from './hash/hashing';

export interface HashApi {
  hashText(text: string, onProgress?: ProgressFn): Promise<HashResult>;
  /** The buffer arrives transferred (no copy). */
  hashBuffer(buffer: ArrayBuffer, onProgress?: ProgressFn): Promise<HashResult>;
  /** Files are read in chunks inside the worker: memory stays flat for any size. */
  hashFile(file: Blob, onProgress?: ProgressFn): Promise<HashResult>;
}

const api: HashApi = {
  hashText: (text, onProgress) => hashText(text, onProgress),
  hashBuffer: (buffer, onProgress) => hashBytes(new Uint8Array(buffer), onProgress),
  hashFile: (file, onProgress) => hashBlob(file, onProgress),
};

expose(api);
