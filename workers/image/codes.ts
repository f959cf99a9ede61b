/** Error messages the image worker throws on purpose; the UI maps them to translated sentences. */
export const IMAGE_READ_FAILED = 'IMAGE_READ_FAILED';
export const IMAGE_DECODE_FAILED = 'IMAGE_DECODE_FAILED';

export const OUTPUT_MIMES = ['image/jpeg', 'image/webp', 'image/png'] as const;
export type OutputMime = (typeof OUTPUT_MIMES)[number];

export type ProgressFn = (fraction: number) => void;

export interface ImageOutput {
  blob: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
}
