import type { ImageApi } from '../../../workers/image.worker';
import type { ImageOutput, OutputMime } from '../../../workers/image/codes';
import type { CompressOptions } from '../../../workers/image/compress';
import type { ResizeOptions } from '../../../workers/image/resize';
import { Comlink, WorkerClient, type RunOptions } from './client';

export type { CompressOptions, ImageOutput, OutputMime, ResizeOptions };
export { IMAGE_DECODE_FAILED, IMAGE_READ_FAILED, OUTPUT_MIMES } from '../../../workers/image/codes';
export {
  MAX_DIMENSION_PX,
  fitBox,
  fitWithin,
  linkedSide,
  resizeTarget,
  scaleByPercent,
  type ResizeSpec,
  type Size,
} from '../../../workers/image/geometry';

const client = new WorkerClient<ImageApi>(
  () => new Worker(new URL('../../../workers/image.worker.ts', import.meta.url), { type: 'module', name: 'image' }),
);

/** One image may take a while on a slow phone (PNG quantisation of 12 MP); past this the worker is restarted. */
export const IMAGE_JOB_TIMEOUT_MS = 120_000;

export interface ImageJobOptions extends RunOptions {
  onProgress?: (fraction: number) => void;
}

const progressProxy = (fn?: (f: number) => void) => (fn ? Comlink.proxy(fn) : undefined);

/** Image jobs run one at a time in the one image worker; each call handles one file. */
export const imageJobs = {
  compress: (file: Blob, options: CompressOptions, { onProgress, timeoutMs = IMAGE_JOB_TIMEOUT_MS, ...run }: ImageJobOptions = {}) =>
    client.run((api) => api.compress(file, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  resize: (file: Blob, options: ResizeOptions, { onProgress, timeoutMs = IMAGE_JOB_TIMEOUT_MS, ...run }: ImageJobOptions = {}) =>
    client.run((api) => api.resize(file, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** The generated example picture ("Load example"). */
  sample: (width: number, height: number, run: RunOptions = {}) => client.run((api) => api.sample(width, height), run),
  cancel: () => client.terminate(),
};
