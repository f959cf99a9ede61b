import type { ImageApi } from '@workers/image.worker';
import type { CodecId, FormatChoice, ImageOutput, OutputMime, ProgressHint } from '@workers/image/codes';
import type { CompressOptions } from '@workers/image/compress';
import type { ResizeOptions } from '@workers/image/resize';
import { Comlink, WorkerClient, type RunOptions, progressProxy } from './client';

export type { CodecId, CompressOptions, FormatChoice, ImageOutput, OutputMime, ProgressHint, ResizeOptions };
export { OUTPUT_MIMES } from '@workers/image/codes';
export {
  HEIF_MAX_PIXELS,
  MAX_DIMENSION_PX,
  fitBox,
  fitWithin,
  linkedSide,
  resizeTarget,
  scaleByPercent,
  type ResizeSpec,
  type Size,
} from '@workers/image/geometry';

const spawn = () => new Worker(new URL('../../../workers/image.worker.ts', import.meta.url), { type: 'module', name: 'image' });

/** Upper bound of the pool whatever the core count: each worker may hold a few hundred MB while encoding 24 MP. */
export const MAX_IMAGE_WORKERS = 4;

/**
 * What one worker may hold at its peak: a 12 MP HEIC (libheif's heap, the pixels, MozJPEG's heap) measured ~420 MB
 * (tests/bench/rows/heic.ts: eight in a batch with four workers raised the renderer by 1.7 GB).
 */
const WORKER_PEAK_GB = 0.5;
/** The share of the device's memory a batch may count on: Android closes a background-heavy tab well before all of it. */
const MEMORY_SHARE = 0.25;

/**
 * Workers for a batch: one core is left to the page (cores − 1), at least one, at most MAX_IMAGE_WORKERS, and no more
 * than a quarter of the device's memory holds at their peak (`navigator.deviceMemory`, in GB, where the browser tells:
 * a 4 GB phone gets 2 workers, 2 GB one).
 */
export function imagePoolSize(cores: number | undefined, memoryGb?: number): number {
  const n = Number.isFinite(cores) && cores ? Math.floor(cores) - 1 : 1;
  const byMemory = memoryGb && Number.isFinite(memoryGb) ? Math.floor((memoryGb * MEMORY_SHARE) / WORKER_PEAK_GB) : MAX_IMAGE_WORKERS;
  return Math.min(MAX_IMAGE_WORKERS, byMemory, Math.max(1, n)) || 1;
}

/**
 * A small pool of image workers, each spawned on its first job. A job goes to an idle worker (the batch never starts
 * more jobs than there are workers); cancelling a job terminates only the worker running it, so the others' finished
 * results stand, and the next job there respawns it.
 */
class ImagePool {
  private readonly clients: WorkerClient<ImageApi>[] = [];

  get size(): number {
    if (typeof navigator === 'undefined') return 1;
    return imagePoolSize(navigator.hardwareConcurrency, (navigator as Navigator & { deviceMemory?: number }).deviceMemory);
  }

  private pick(): WorkerClient<ImageApi> {
    while (this.clients.length < this.size) {
      const idle = this.clients.find((c) => c.running === 0);
      if (idle) return idle;
      this.clients.push(new WorkerClient<ImageApi>(spawn));
    }
    return this.clients.reduce((a, b) => (b.running < a.running ? b : a));
  }

  run<R>(task: (api: Comlink.Remote<ImageApi>) => Promise<R>, options?: RunOptions): Promise<R> {
    return this.pick().run(task, options);
  }

  terminate(): void {
    for (const c of this.clients) c.terminate();
  }
}

const pool = new ImagePool();

/** One image past this is stopped and its worker restarted: AVIF of 24 MP with a size target can take a minute on a phone. */
export const IMAGE_JOB_TIMEOUT_MS = 300_000;

export interface ImageJobOptions extends RunOptions {
  onProgress?: (fraction: number, hint?: ProgressHint) => void;
}

/** Each call handles one file in one of the pool's workers. */
export const imageJobs = {
  /** How many files a batch may process at once. */
  concurrency: () => pool.size,
  compress: (file: Blob, options: CompressOptions, { onProgress, timeoutMs = IMAGE_JOB_TIMEOUT_MS, ...run }: ImageJobOptions = {}) =>
    pool.run((api) => api.compress(file, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  resize: (file: Blob, options: ResizeOptions, { onProgress, timeoutMs = IMAGE_JOB_TIMEOUT_MS, ...run }: ImageJobOptions = {}) =>
    pool.run((api) => api.resize(file, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** The generated example picture ("Load example"). */
  sample: (width: number, height: number, run: RunOptions = {}) => pool.run((api) => api.sample(width, height), run),
  cancel: () => pool.terminate(),
};
