import type { Base64Api } from '@workers/base64.worker';
import type { DecodedFile, FileEncodeOptions } from '@workers/base64/slices';
import { WorkerClient, type RunOptions, progressProxy } from './client';

export type { DecodedFile, FileEncodeOptions };

const client = new WorkerClient<Base64Api>(
  () => new Worker(new URL('../../../workers/base64.worker.ts', import.meta.url), { type: 'module', name: 'base64' }),
);

export interface Base64JobOptions extends RunOptions {
  onProgress?: (fraction: number) => void;
}

/** Files through base64 in the base64 worker (sliced reads, progress, cancel = terminate). */
export const base64Jobs = {
  encodeFile: (file: Blob, options: FileEncodeOptions, { onProgress, ...run }: Base64JobOptions = {}) =>
    client.run((api) => api.encodeFile(file, options, progressProxy(onProgress)), run),
  decodeFile: (input: Blob | string, { onProgress, ...run }: Base64JobOptions = {}) =>
    client.run((api) => api.decodeFile(input, progressProxy(onProgress)) as Promise<DecodedFile>, run),
  cancel: () => client.terminate(),
};
