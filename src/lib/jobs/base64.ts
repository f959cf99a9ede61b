import type { Base64Api } from '@workers/base64.worker';
import type { DecodedFile, FileEncodeOptions } from '@workers/base64/slices';
import { WorkerClient, type JobOptions, progressProxy } from './client';

export type { DecodedFile, FileEncodeOptions };

const client = new WorkerClient<Base64Api>(
  () => new Worker(new URL('../../../workers/base64.worker.ts', import.meta.url), { type: 'module', name: 'base64' }),
);

/** Files through base64 in the base64 worker (sliced reads, progress, cancel = terminate). */
export const base64Jobs = {
  encodeFile: (file: Blob, options: FileEncodeOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.encodeFile(file, options, progressProxy(onProgress)), run),
  decodeFile: (input: Blob | string, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.decodeFile(input, progressProxy(onProgress)) as Promise<DecodedFile>, run),
  cancel: () => client.terminate(),
};
