import type { PdfApi } from '@workers/pdf.worker';
import type { PageRef, PdfInfo } from '@workers/pdf/codes';
import type { RenderOptions } from '@workers/pdf/jobs';
import { Comlink, WorkerClient, type RunOptions, progressProxy } from './client';

export type { PageRef, PdfInfo, RenderOptions };
export type { RenderMime } from '@workers/pdf/render';
export { RENDER_MIMES, maxDpiFor, pixelSize } from '@workers/pdf/render';
export * from '@workers/pdf/codes';
export { distinctPages, everyNPages, everyPage, parsePageRanges, type RangeResult } from '@workers/pdf/ranges';

const spawn = () => new Worker(new URL('../../../workers/pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });

/**
 * Two workers: thumbnails draw in one while the other writes the result, so a merge does not wait for the
 * previews of a 300-page file (and closing a file stops its thumbnails without touching the job).
 */
const previews = new WorkerClient<PdfApi>(spawn);
const jobs = new WorkerClient<PdfApi>(spawn);

/** A job past this is stopped and its worker restarted: compressing 100 scanned pages takes a minute or two on a phone. */
export const PDF_JOB_TIMEOUT_MS = 600_000;

export interface PdfJobOptions extends RunOptions {
  onProgress?: (fraction: number) => void;
}

export const pdfJobs = {
  /** Reads a PDF's page list (in the previews' worker: it answers while a job runs). */
  inspect: (file: Blob, run: RunOptions = {}) => previews.run((api) => api.inspect(file), run),
  assemble: (files: Blob[], refs: PageRef[], { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: PdfJobOptions = {}) =>
    jobs.run((api) => api.assemble(files, refs, progressProxy(onProgress)), { timeoutMs, ...run }),
  split: (file: Blob, ranges: number[][], { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: PdfJobOptions = {}) =>
    jobs.run((api) => api.split(file, ranges, progressProxy(onProgress)), { timeoutMs, ...run }),
  render: (file: Blob, pages: number[], options: RenderOptions, { onProgress, timeoutMs = PDF_JOB_TIMEOUT_MS, ...run }: PdfJobOptions = {}) =>
    jobs.run((api) => api.render(file, pages, options, progressProxy(onProgress)), { timeoutMs, ...run }),
  /** Thumbnails arrive one by one through `onThumb`; the promise settles when the last is drawn. */
  thumbnails: (file: Blob, pages: number[], width: number, onThumb: (page: number, image: Blob) => void, run: RunOptions = {}) =>
    previews.run((api) => api.thumbnails(file, pages, width, Comlink.proxy(onThumb)), run),
  /** The example document ("Load example"). */
  sample: (pageCount: number, title: string, run: RunOptions = {}) => jobs.run((api) => api.sample(pageCount, title), run),
  /** PDF.js and its fonts, fetched ahead of need in the previews' worker (failures are for the first real use to report). */
  warm: () => previews.run((api) => api.warm()).catch(() => {}),
  cancel: () => jobs.terminate(),
  cancelThumbnails: () => previews.terminate(),
};
