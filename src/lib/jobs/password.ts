import type { PasswordApi } from '@workers/password.worker';
import type { Estimate } from '@workers/password/estimate';
import { WorkerClient, type RunOptions } from './client';

export type { Estimate };
export { ATTACKS, type Attack } from '@workers/password/estimate';

/** zxcvbn runs in its own worker: a long password can take a noticeable while and must never block typing. */
const client = new WorkerClient<PasswordApi>(
  () => new Worker(new URL('../../../workers/password.worker.ts', import.meta.url), { type: 'module', name: 'password' }),
);

export const passwordJobs = {
  prepare: (language: string | undefined, run: RunOptions = {}) => client.run((api) => api.prepare(language), run),
  estimate: (password: string, language: string | undefined, run: RunOptions = {}) =>
    client.run((api) => api.estimate(password, language), run),
  cancel: () => client.terminate(),
};
