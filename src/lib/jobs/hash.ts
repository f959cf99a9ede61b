import type { HashApi } from '@workers/hash.worker';
import type { HashResult } from '@workers/hash/hashing';
import { Comlink, WorkerClient, type JobOptions, progressProxy } from './client';

export type { HashResult };
export { HASH_UNAVAILABLE } from '@workers/hash/hashing';

const client = new WorkerClient<HashApi>(
  () => new Worker(new URL('../../../workers/hash.worker.ts', import.meta.url), { type: 'module', name: 'hash' }),
);

export const hashJobs = {
  text: (text: string, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.hashText(text, progressProxy(onProgress)), run),
  buffer: (buffer: ArrayBuffer, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.hashBuffer(Comlink.transfer(buffer, [buffer]), progressProxy(onProgress)), run),
  file: (file: Blob, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.hashFile(file, progressProxy(onProgress)), run),
  cancel: () => client.terminate(),
};
