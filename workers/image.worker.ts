import { expose } from 'comlink';
import type { ImageOutput, ProgressFn } from './image/codes';
import { compressImage, type CompressOptions } from './image/compress';
import { resizeImage, type ResizeOptions } from './image/resize';
import { sampleImage } from './image/sample';

export interface ImageApi {
  /** Files arrive as Blob/File: structured clone shares the bytes, nothing is copied. */
  compress(file: Blob, options: CompressOptions, onProgress?: ProgressFn): Promise<ImageOutput>;
  resize(file: Blob, options: ResizeOptions, onProgress?: ProgressFn): Promise<ImageOutput>;
  sample(width: number, height: number): Promise<Blob>;
}

const api: ImageApi = {
  compress: (file, options, onProgress) => compressImage(file, options, onProgress),
  resize: (file, options, onProgress) => resizeImage(file, options, onProgress),
  sample: (width, height) => sampleImage(width, height),
};

expose(api);
