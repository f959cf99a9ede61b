/** Error messages the image worker throws on purpose; the UI maps them to translated sentences. */
export const IMAGE_READ_FAILED = 'IMAGE_READ_FAILED';
export const IMAGE_DECODE_FAILED = 'IMAGE_DECODE_FAILED';
/** A JPEG whose image data was cut off (browsers would decode it with a grey band). */
export const IMAGE_TRUNCATED = 'IMAGE_TRUNCATED';
/** A HEIF whose primary image is over HEIF_MAX_PIXELS: refused before decoding. */
export const IMAGE_TOO_MANY_PIXELS = 'IMAGE_TOO_MANY_PIXELS';
/** An encoder's WebAssembly could not be fetched or compiled (offline before its first use, say). */
export const IMAGE_CODEC_UNAVAILABLE = 'IMAGE_CODEC_UNAVAILABLE';
/**
 * "At most N KB" cannot be met even at the lowest quality and the smallest size the search allows. The message is
 * `IMAGE_TARGET_UNREACHABLE:<smallest bytes>` so the UI can say how close it got.
 */
export const IMAGE_TARGET_UNREACHABLE = 'IMAGE_TARGET_UNREACHABLE';

export const OUTPUT_MIMES = ['image/jpeg', 'image/webp', 'image/avif', 'image/png'] as const;
export type OutputMime = (typeof OUTPUT_MIMES)[number];
/** 'auto' picks per image: the smallest of JPEG/WebP/AVIF for a photo, of PNG/WebP for a graphic. */
export type FormatChoice = OutputMime | 'auto';

/**
 * How hard the encoders try on big pictures: 'fast' writes photos over 4 MP as single-pass baseline MozJPEG (seconds
 * for a 24 MP photo), 'small' gives them the full search small pictures always get (progressive, trellis on every
 * scan): about twice the time for a JPEG 5-15 % smaller, level with MozJPEG's own `cjpeg`.
 */
export const IMAGE_EFFORTS = ['fast', 'small'] as const;
export type ImageEffort = (typeof IMAGE_EFFORTS)[number];

/** Which encoder wrote a result (shown to the user with the time it took). */
export type CodecId = 'mozjpeg' | 'webp' | 'avif' | 'oxipng';

/**
 * Progress of one file, 0..1. `hint` says a single blocking step (one encode) starts now and is expected to take
 * `ms`, ending at `to`: the worker cannot speak during it, so the page moves the bar on its own meanwhile.
 */
export type ProgressFn = (fraction: number, hint?: ProgressHint) => void;
export interface ProgressHint {
  to: number;
  ms: number;
}

export interface ImageOutput {
  blob: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  codec: CodecId;
  /** The quality the output was encoded at (1..100): the one asked for, or the one a size target settled on. */
  quality: number;
  /** Time spent in the encoder(s), every attempt included (a size target or Automatic tries several). */
  encodeMs: number;
  /** True when a size target could only be met by also shrinking the image. */
  shrunkForTarget: boolean;
  /** True when the capture date / camera model were written into the output. */
  metadataKept: boolean;
}
