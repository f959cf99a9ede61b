import { expose } from 'comlink';
import { decodeBlob, decodeString, encodeBlob, type DecodedFile, type FileEncodeOptions, type ProgressFn } from './base64/slices';

export interface Base64Api {
  /** A file → base64 or a data URL, read in slices inside the worker. */
  encodeFile(file: Blob, options: FileEncodeOptions, onProgress?: ProgressFn): Promise<string>;
  /** Base64 or a data URL (text, or a text file) → the decoded file, built in the worker. */
  decodeFile(input: Blob | string, onProgress?: ProgressFn): Promise<DecodedFile>;
}

const api: Base64Api = {
  encodeFile: (file, options, onProgress) => encodeBlob(file, options, (f) => void onProgress?.(f)),
  decodeFile: (input, onProgress) => {
    const progress = (f: number) => void onProgress?.(f);
    return typeof input === 'string' ? decodeString(input, progress) : decodeBlob(input, progress);
  },
};

expose(api);
