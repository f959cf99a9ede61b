import type { RawImage } from '../../image/codecs/types';
import type { ImageEffort } from '../../image/codes';

/** What the pdf-compress tool asks for. */
export interface PdfCompressOptions {
  /** 1..100, the image compressor's slider: the same number gives the same look as a JPEG there. */
  quality: number;
  /**
   * "At most N bytes" for the whole file: the highest quality (up to `quality`) whose output fits. Throws
   * `PDF_TARGET_UNREACHABLE:<smallest bytes>` when even the lowest quality the search allows is too big.
   */
  targetBytes?: number;
  /** Images drawn denser than this (pixels per inch on the page) are scaled down to it; none when unset. */
  maxDpi?: number;
  /** Drop the Info dictionary, XMP metadata (catalog, pages, images, fonts), /PieceInfo and page thumbnails. */
  dropMetadata: boolean;
  /** How hard MozJPEG tries on images over 4 MP (as in the image compressor; default 'fast'). */
  effort?: ImageEffort;
}

/** Why an image was left as it was (counted in the result, so the page can say "3 images kept as they were"). */
export type ImageSkipReason =
  /** JPEG 2000, JBIG2, CCITT fax, LZW, a filter chain: formats we do not decode. */
  | 'format'
  /** CMYK, Indexed, Lab, Separation/DeviceN, a colour space we cannot resolve, or 16-bit/1-bit samples. */
  | 'colour'
  /** A stencil (/ImageMask), a soft mask (some image's /SMask) or an image with a colour-key /Mask: lossy would show. */
  | 'mask'
  /** So small that a re-encode cannot win. */
  | 'small'
  /** A lossless graphic (few colours: a chart, a screenshot): JPEG would smear it; see `ImageOutcome`. */
  | 'graphic'
  /** The data did not decode (damaged, or not what its dictionary says). */
  | 'unreadable'
  /** Re-encoded, but the new stream was not smaller: the original stays. */
  | 'notSmaller';

export interface PdfCompressStats {
  /** Input and output sizes in bytes. */
  before: number;
  after: number;
  /** Image XObjects the document uses (counted after unused objects were dropped), soft masks included. */
  imagesTotal: number;
  /** Images written anew (smaller): JPEG re-encodes and losslessly repacked graphics. */
  imagesRecompressed: number;
  /** Of those, the ones also scaled down to `maxDpi`. */
  imagesDownscaled: number;
  /** Images left alone, by reason. */
  imagesSkipped: Partial<Record<ImageSkipReason, number>>;
  /** The slider quality the images were written at: `quality`, or lower when a size target asked for it. */
  quality: number;
  /** Objects dropped because nothing reachable used them any more (old images, metadata, orphans of old edits). */
  objectsRemoved: number;
  /** Streams stored without any compression that were deflated. */
  streamsDeflated: number;
  /**
   * True when the output would not have been smaller than the input: the input's own bytes are returned instead,
   * so a lean file is never made bigger.
   */
  unchanged: boolean;
}

export interface PdfCompressResult extends PdfCompressStats {
  bytes: Uint8Array;
}

/** JPEG writing options of one encode. */
export interface JpegSettings {
  /** The slider quality (mapped to MozJPEG's own by the encoder, as in the image compressor). */
  quality: number;
  effort?: ImageEffort;
  /** One channel (a DeviceGray image stays one channel: a 3-channel JPEG there would be invalid). */
  gray: boolean;
}

/**
 * The pixel work, passed in so the same engine runs in the PDF worker (canvas decode, pica, WebAssembly fetched) and
 * in node's unit tests (jSquash decode, a plain resampler, WebAssembly read from node_modules).
 */
export interface CompressEnv {
  /** A baseline or progressive JPEG's samples as RGBA (gray repeated in R, G and B), with no colour management and no EXIF turn. */
  decodeJpeg(bytes: Uint8Array): Promise<RawImage>;
  encodeJpeg(image: RawImage, settings: JpegSettings): Promise<Uint8Array>;
  /** A good downscale (Lanczos or better). */
  resize(image: RawImage, width: number, height: number): Promise<RawImage>;
}
