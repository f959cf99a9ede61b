import type { PdfApi } from '@workers/pdf.worker';
import type { PageRef, PdfInfo } from '@workers/pdf/codes';
import type { CompressedPdf, RenderOptions } from '@workers/pdf/jobs';
import type { PdfCompressOptions } from '@workers/pdf/compress';
import type { ImagesToPdfOptions } from '@workers/pdf/images';
import { Comlink, WorkerClient, type JobOptions, type RunOptions, progressProxy } from './client';
import { createInFlight } from './inFlight';

export type { CompressedPdf, PageRef, PdfCompressOptions, PdfInfo, RenderOptions };
export type { ImageSkipReason } from '@workers/pdf/compress';
export type { RenderMime } from '@workers/pdf/render';
export { maxDpiFor, pixelSize } from '@workers/pdf/render';
export * from '@workers/pdf/codes';
export { distinctPages, everyNPages, everyPage, parsePageRanges, type RangeResult } from '@workers/pdf/ranges';
export type { ImageKind, ImageProbe, ImagesToPdfOptions } from '@workers/pdf/images';
export type { SampleImage } from '@workers/pdf/images/sample';
export * from '@workers/pdf/images/layout';

const spawn = () => new Worker(new URL('../../../workers/pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });

/**
 * Two workers: thumbnails draw in one while the other writes the result, so a merge does not wait for the
 * previews of a 300-page file (and closing a file stops its thumbnails without touching the job).
 */
const previews = new WorkerClient<PdfApi>(spawn);
const jobClient = new WorkerClient<PdfApi>(spawn);
const inFlight = createInFlight();
const jobs = { run: <R>(...args: Parameters<typeof jobClient.run<R>>) => inFlight.track(jobClient.run<R>(...args)), terminate: () => jobClient.terminate() };

/**
 * Two cores or fewer: the previews wait for the job in flight. Both workers drawing at once beside the page left it
 * half a core, and a keystroke typed meanwhile took 100-200 ms at 4x CPU (40-60 with one worker busy).
 */
function fewCores(): boolean {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 && navigator.hardwareConcurrency <= 2;
}

/** A job past this is stopped and its worker restarted: compressing 100 scanned pages takes a minute or two on a phone. */
export const PDF_JOB_TIMEOUT_MS = 600_000;

export const pdfJobs = {
  /** Reads a PDF's page list (in the previews' worker: it answers while a job runs). */
  inspect: (file: Blob, run: RunOptions = {}) => previews.run((api) => api.inspect(file), run),
  assemble: (files: Blob[], refs: PageRef[], { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: JobOptions = {}) =>
    jobs.run((api) => api.assemble(files, refs, progressProxy(onProgress)), { timeoutMs, ...run }),
  split: (file: Blob, ranges: number[][], { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: JobOptions = {}) =>
    jobs.run((api) => api.split(file, ranges, progressProxy(onProgress)), { timeoutMs, ...run }),
  render: (file: Blob, pages: number[], options: RenderOptions, { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: JobOptions = {}) =>
    jobs.run((api) => api.render(file, pages, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** A smaller copy of one PDF (images re-encoded and scaled down, metadata and unused objects dropped) and its figures. */
  compress: (file: Blob, options: PdfCompressOptions, { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: JobOptions = {}) =>
    jobs.run((api) => api.compress(file, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** Thumbnails arrive one by one through `onThumb`; the promise settles when the last is drawn. */
  thumbnails: (file: Blob, pages: number[], width: number, onThumb: (page: number, image: Blob) => void, run: RunOptions = {}) =>
    previews.run(async (api) => {
      if (fewCores()) await inFlight.idle();
      return api.thumbnails(file, pages, width, Comlink.proxy(onThumb));
    }, run),
  /** The example document ("Load example"). */
  sample: (pageCount: number, title: string, run: RunOptions = {}) => jobs.run((api) => api.sample(pageCount, title), run),
  /** pdf-compress's example: pages with a photo each. */
  samplePhotos: (pageCount: number, title: string, run: RunOptions = {}) => jobs.run((api) => api.samplePhotos(pageCount, title), run),
  /** One PDF of images, one a page (images → PDF). */
  imagesToPdf: (files: Blob[], options: ImagesToPdfOptions, { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: JobOptions = {}) =>
    jobs.run((api) => api.imagesToPdf(files, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** An image's upright size, stated DPI and preview, read as the job would (in the previews' worker). */
  probeImage: (file: Blob, thumbWidth: number, run: RunOptions = {}) => previews.run((api) => api.probeImage(file, thumbWidth), run),
  /** Images → PDF's example pictures. */
  sampleImages: (run: RunOptions = {}) => jobs.run((api) => api.sampleImages(), run),
  /** PDF.js and its fonts, fetched ahead of need in the previews' worker (failures are for the first real use to report). */
  warm: () => previews.run((api) => api.warm()).catch(() => {}),
  cancel: () => jobs.terminate(),
  cancelThumbnails: () => previews.terminate(),
};
