import type { BenchInputsApi } from '@workers/benchInputs.worker';
import { WorkerClient, type RunOptions } from './client';

const client = new WorkerClient<BenchInputsApi>(
  () => new Worker(new URL('../../../workers/benchInputs.worker.ts', import.meta.url), { type: 'module', name: 'bench-inputs' }),
);

/** The device benchmark's inputs, made in a worker of their own (workers/benchInputs.worker.ts); untimed. */
export const benchInputJobs = {
  lines: (size: number, run: RunOptions = {}) => client.run((api) => api.lines(size), run),
  json: (size: number, run: RunOptions = {}) => client.run((api) => api.json(size), run),
  diffTexts: (size: number, run: RunOptions = {}) => client.run((api) => api.diffTexts(size), run),
  bytes: (size: number, run: RunOptions = {}) => client.run((api) => api.bytes(size), run),
  photo: (width: number, height: number, run: RunOptions = {}) => client.run((api) => api.photo(width, height), run),
  cancel: () => client.terminate(),
};
