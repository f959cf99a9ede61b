import { expose } from 'comlink';
import { warmPdfJs } from './pdf/pdfjs';
import type { PageRef, PdfInfo, PdfProgressFn } from './pdf/codes';
import type { PdfCompressOptions } from './pdf/compress';
import {
  assemblePdf, compressPdfFile, inspectPdf, pdfThumbnails, renderPdfPages, samplePdfFile, samplePhotoPdfFile, splitPdf, type CompressedPdf, type RenderOptions,
} from './pdf/jobs';
import { imagesToPdf, probeImage, type ImageProbe, type ImagesToPdfOptions } from './pdf/images';
import { pdfBlob } from './pdf/jobs';
import { sampleImages, type SampleImage } from './pdf/images/sample';

/** The PDF tools' worker: reading, writing and drawing PDFs, never on the page's thread. Files come and go as Blobs. */
export interface PdfApi {
  inspect(file: Blob): Promise<PdfInfo>;
  assemble(files: Blob[], refs: PageRef[], onProgress?: PdfProgressFn): Promise<Blob>;
  split(file: Blob, ranges: number[][], onProgress?: PdfProgressFn): Promise<Blob[]>;
  thumbnails(file: Blob, pages: number[], width: number, onThumb: (page: number, image: Blob) => void): Promise<void>;
  render(file: Blob, pages: number[], options: RenderOptions, onProgress?: PdfProgressFn): Promise<Blob[]>;
  sample(pageCount: number, title: string): Promise<Blob>;
  samplePhotos(pageCount: number, title: string): Promise<Blob>;
  /** Loads PDF.js and its fonts ahead of need (kept by the service worker for offline use). */
  warm(): Promise<void>;
  compress(file: Blob, options: PdfCompressOptions, onProgress?: PdfProgressFn): Promise<CompressedPdf>;
  imagesToPdf(files: Blob[], options: ImagesToPdfOptions, onProgress?: PdfProgressFn): Promise<Blob>;
  probeImage(file: Blob, thumbWidth: number): Promise<ImageProbe>;
  sampleImages(): Promise<SampleImage[]>;
}

const api: PdfApi = {
  inspect: (file) => inspectPdf(file),
  assemble: (files, refs, onProgress) => assemblePdf(files, refs, onProgress),
  split: (file, ranges, onProgress) => splitPdf(file, ranges, onProgress),
  thumbnails: (file, pages, width, onThumb) => pdfThumbnails(file, pages, width, onThumb),
  render: (file, pages, options, onProgress) => renderPdfPages(file, pages, options, onProgress),
  sample: (pageCount, title) => samplePdfFile(pageCount, title),
  samplePhotos: (pageCount, title) => samplePhotoPdfFile(pageCount, title),
  warm: () => warmPdfJs(),
  compress: (file, options, onProgress) => compressPdfFile(file, options, onProgress),
  imagesToPdf: async (files, options, onProgress) => pdfBlob(await imagesToPdf(files, options, onProgress)),
  probeImage: (file, thumbWidth) => probeImage(file, thumbWidth),
  sampleImages: () => sampleImages(),
};

expose(api);
