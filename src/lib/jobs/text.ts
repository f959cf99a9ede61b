import type { TextApi } from '../../../workers/text.worker';
import type { DiffMode, DiffOptions, DiffResult } from '../../../workers/text/diff';
import { Comlink, WorkerClient, type RunOptions } from './client';

export type { DiffMode, DiffOptions, DiffResult };

const client = new WorkerClient<TextApi>(
  () => new Worker(new URL('../../../workers/text.worker.ts', import.meta.url), { type: 'module', name: 'text' }),
);

export interface TextJobOptions extends RunOptions {
  onProgress?: (fraction: number) => void;
}

const progressProxy = (fn?: (f: number) => void) => (fn ? Comlink.proxy(fn) : undefined);

export const textJobs = {
  diff: (oldText: string, newText: string, options: DiffOptions, { onProgress, ...run }: TextJobOptions = {}) =>
    client.run((api) => api.diff(oldText, newText, options, progressProxy(onProgress)), run),
  cancel: () => client.terminate(),
};
