import { OUTPUT_MIMES, linkedSide, scaleByPercent, type FormatChoice as CodecChoice, type OutputMime, type ResizeSpec, type Size } from '../../lib/jobs/image';
import { isHeifMime, outputFileName, parseDimension } from '../../lib/imageFiles';

export {
  encoderProblem,
  formatPercent,
  imageJobProblem,
  percentSaved,
  qualityPercent,
  validateImageFile,
  withImageType,
} from '../../lib/imageFiles';
export { MAX_DIMENSION_PX, fitBox, linkedSide, resizeTarget, scaleByPercent } from '../../lib/jobs/image';

export const PRESETS = [25, 50, 75] as const;
export type Preset = (typeof PRESETS)[number];

/** 'original' keeps each image's own format when we can write it; 'auto' picks the smallest per image. */
export type FormatChoice = 'original' | CodecChoice;
export const FORMAT_CHOICES: readonly FormatChoice[] = ['original', 'auto', 'image/jpeg', 'image/webp', 'image/avif', 'image/png'];
export const DEFAULT_QUALITY = 90;
export const ZIP_NAME = 'resized-images.zip';
export const EXAMPLE_NAME = 'example-landscape.png';
export const EXAMPLE_SIZE = { width: 1200, height: 800 } as const;
export const EXAMPLE_PRESET: Preset = 50;

/**
 * The format for one image: as chosen, or the source's own if we can write it; a phone's HEIC becomes a JPEG (a
 * photo, which every device opens), anything else PNG (lossless).
 */
export function outputMimeFor(choice: FormatChoice, sourceMime: string): CodecChoice {
  if (choice !== 'original') return choice;
  if (isHeifMime(sourceMime)) return 'image/jpeg';
  const own = (OUTPUT_MIMES as readonly string[]).includes(sourceMime) ? (sourceMime as OutputMime) : null;
  return own ?? 'image/png';
}

/** The effort only changes MozJPEG's search: it matters where the output can be a JPEG (a JPEG or HEIC kept as itself too). */
export const effortApplies = (choice: FormatChoice) => choice === 'original' || choice === 'auto' || choice === 'image/jpeg';

export interface SizeFields {
  width: string;
  height: string;
}

/** The fields after the user typed `value` into `changed`: with the lock on, the other side follows the reference image. */
export function editSide(fields: SizeFields, changed: keyof SizeFields, value: string, lock: boolean, reference: Size | null): SizeFields {
  const next = { ...fields, [changed]: value };
  const n = parseDimension(value);
  if (!lock || !reference || n === null) return next;
  const other = changed === 'width' ? 'height' : 'width';
  return { ...next, [other]: String(linkedSide(n, reference, changed)) };
}

/** The fields showing `percent` of the reference image. */
export function presetFields(reference: Size, percent: number): SizeFields {
  const s = scaleByPercent(reference, percent);
  return { width: String(s.width), height: String(s.height) };
}

/**
 * What the worker gets for the whole batch. A preset scales every image by its
 * own size; typed pixels give a box (each image fits inside it with the lock on,
 * or is stretched to it with the lock off). Null when the typed size is invalid.
 */
export function toResizeSpec(fields: SizeFields, lock: boolean, preset: Preset | null): ResizeSpec | null {
  if (preset !== null) return { mode: 'percent', percent: preset };
  const width = parseDimension(fields.width);
  const height = parseDimension(fields.height);
  if (width === null || height === null) return null;
  return { mode: 'box', width, height, keepAspect: lock };
}

/** "photo.jpeg" resized to 600×400 JPEG → "photo-600x400.jpg". */
export function resizedName(name: string, mime: string, size: Size): string {
  return outputFileName(name, mime, `-${size.width}x${size.height}`);
}
