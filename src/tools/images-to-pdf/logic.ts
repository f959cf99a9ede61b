import { IMAGE_TOO_MANY_PIXELS } from '@workers/image/codes';
import {
  type ImageProbe, type ImagesToPdfOptions, type MarginChoice, type OrientationChoice, type PageSizeChoice, layoutPage,
} from '../../lib/jobs/pdf';
import { toJobError } from '../../lib/jobs/errors';

export interface ImageSettings {
  pageSize: PageSizeChoice;
  orientation: OrientationChoice;
  margin: MarginChoice;
  recompress: boolean;
  /** The image compressor's slider, 1..100. */
  quality: number;
}

export const DEFAULT_SETTINGS: ImageSettings = { pageSize: 'a4', orientation: 'auto', margin: 'small', recompress: false, quality: 75 };
export const OUTPUT_NAME = 'images.pdf';

export const toOptions = (s: ImageSettings): ImagesToPdfOptions => ({ ...s });

/** Why an image cannot go in: keys of the tool's namespace (or common:files.*). */
export type ImageProblem = 'mustBeImage' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'tooMany';

/** A probe's failure in words: a photo too big for the device, or an image that cannot be read at all. */
export function probeProblem(err: unknown): ImageProblem {
  return toJobError(err).message.includes(IMAGE_TOO_MANY_PIXELS) ? 'tooManyPixels' : 'unreadable';
}

/** "210 × 297 mm": the page an image will get under the settings, as the visitor will see it in a reader. */
export function pageSizeMm(probe: Pick<ImageProbe, 'width' | 'height' | 'dpi'>, settings: ImageSettings): { width: number; height: number } {
  const { page } = layoutPage(probe.width, probe.height, probe.dpi, settings);
  return { width: Math.round((page[0] * 25.4) / 72), height: Math.round((page[1] * 25.4) / 72) };
}
