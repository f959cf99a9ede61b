import { OUTPUT_MIMES, type CompressOptions, type OutputMime } from '../../lib/jobs/image';
import { outputFileName, parseOptionalDimension, qualityFraction } from '../../lib/imageFiles';

export {
  formatPercent,
  imageJobProblem,
  outputFileName,
  percentSaved,
  qualityFraction,
  validateImageFile,
  withImageType,
} from '../../lib/imageFiles';

export const FORMATS: readonly OutputMime[] = OUTPUT_MIMES;
export const DEFAULT_FORMAT: OutputMime = 'image/jpeg';
/** The spec's tip: 60–80 % keeps photos looking the same at a fraction of the size. */
export const DEFAULT_QUALITY = 75;
export const ZIP_NAME = 'compressed-images.zip';
export const EXAMPLE_NAME = 'example-landscape.png';
export const EXAMPLE_SIZE = { width: 1200, height: 800 } as const;

export interface CompressSettings {
  format: OutputMime;
  quality: number;
  maxWidth: string;
  maxHeight: string;
}

/** Settings as typed → worker options; null when a max width/height is not a valid size. */
export function toCompressOptions(s: CompressSettings): CompressOptions | null {
  const maxWidth = parseOptionalDimension(s.maxWidth);
  const maxHeight = parseOptionalDimension(s.maxHeight);
  if (maxWidth === null || maxHeight === null) return null;
  return { mime: s.format, quality: qualityFraction(s.quality), maxWidth, maxHeight };
}

/** "photo.png" compressed to WebP → "photo-compressed.webp". */
export function compressedName(name: string, mime: string): string {
  return outputFileName(name, mime, '-compressed');
}
