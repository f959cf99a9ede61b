import type { TextApi } from '@workers/text.worker';
import type { DiffMode, DiffOptions, DiffResult } from '@workers/text/diff';
import type { TextOpName, TextOpOptions, TextOpResult } from '@workers/text/ops';
import { WorkerClient, type JobOptions, progressProxy } from './client';

export type { DiffMode, DiffOptions, DiffResult, TextOpName, TextOpOptions, TextOpResult };

const client = new WorkerClient<TextApi>(
  () => new Worker(new URL('../../../workers/text.worker.ts', import.meta.url), { type: 'module', name: 'text' }),
);

export const textJobs = {
  diff: (oldText: string, newText: string, options: DiffOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.diff(oldText, newText, options, progressProxy(onProgress)), run),
  op: <K extends TextOpName>(op: K, text: string, options: TextOpOptions<K>, { onProgress, ...run }: JobOptions = {}) =>
    client.run((api) => api.op(op, text, options, progressProxy(onProgress)) as Promise<TextOpResult<K>>, run),
  cancel: () => client.terminate(),
};
