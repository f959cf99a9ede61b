import type { CompressOptions, FormatChoice } from '../../lib/jobs/image';
import { DEFAULT_IMAGE_EFFORT, type ImageEffort } from '../../lib/imageEffort';
import { outputFileName, parseOptionalDimension, parseTargetKb, qualityPercent } from '../../lib/imageFiles';

export {
  encoderProblem,
  formatPercent,
  imageJobProblem,
  outputFileName,
  parseTargetKb,
  percentSaved,
  qualityPercent,
  validateImageFile,
  withImageType,
} from '../../lib/imageFiles';

/** In the menu's order: the pick-for-me choice first, then each codec. */
export const FORMATS: readonly FormatChoice[] = ['auto', 'image/jpeg', 'image/webp', 'image/avif', 'image/png'];
export const DEFAULT_FORMAT: FormatChoice = 'image/jpeg';
/** The spec's tip: 60–80 % keeps photos looking the same at a fraction of the size. */
export const DEFAULT_QUALITY = 75;
export const ZIP_NAME = 'compressed-images.zip';
export const EXAMPLE_NAME = 'example-landscape.png';
export const EXAMPLE_SIZE = { width: 1200, height: 800 } as const;

export interface CompressSettings {
  format: FormatChoice;
  quality: number;
  maxWidth: string;
  maxHeight: string;
  /** "At most N KB", as typed; '' = no target. */
  targetKb: string;
  keepMetadata: boolean;
}

export const DEFAULT_SETTINGS: CompressSettings = {
  format: DEFAULT_FORMAT,
  quality: DEFAULT_QUALITY,
  maxWidth: '',
  maxHeight: '',
  targetKb: '',
  keepMetadata: false,
};

/** A size target applies to the lossy formats (and Automatic); PNG's size follows from its colours. */
export const targetApplies = (format: FormatChoice) => format !== 'image/png';

/** The effort only changes MozJPEG's search: it matters where the output can be a JPEG. */
export const effortApplies = (format: FormatChoice) => format === 'image/jpeg' || format === 'auto';

export type SettingsProblem = 'invalidLimit' | 'invalidTarget';

/** Settings as typed → worker options, or which field is wrong. */
export function toCompressOptions(s: CompressSettings, effort: ImageEffort = DEFAULT_IMAGE_EFFORT): CompressOptions | SettingsProblem {
  const maxWidth = parseOptionalDimension(s.maxWidth);
  const maxHeight = parseOptionalDimension(s.maxHeight);
  if (maxWidth === null || maxHeight === null) return 'invalidLimit';
  const targetBytes = targetApplies(s.format) ? parseTargetKb(s.targetKb) : undefined;
  if (targetBytes === null) return 'invalidTarget';
  return { format: s.format, quality: qualityPercent(s.quality), maxWidth, maxHeight, targetBytes, keepMetadata: s.keepMetadata, effort };
}

/** "photo.png" compressed to WebP → "photo-compressed.webp". */
export function compressedName(name: string, mime: string): string {
  return outputFileName(name, mime, '-compressed');
}
