import { IMAGE_DECODE_FAILED, IMAGE_READ_FAILED, IMAGE_TOO_MANY_PIXELS, IMAGE_TRUNCATED } from './codes';
import { HEIF_MAX_PIXELS } from './geometry';
import { HEIF_SNIFF_BYTES, isHeif, readHeifInfo } from './heif';
import { heifDecoder } from './heifDecoder';
import { jpegIsTruncated } from './jpegCheck';

let decodeHeif: ReturnType<typeof heifDecoder> | null = null;

/**
 * Refuses a HEIF before anything decodes it (Safari's decoder as much as libheif) when its container says it is too
 * big for a phone's memory, or that it was cut off (libheif would decode the rest as grey). A container we cannot
 * read is left for the decoder to report.
 */
function checkHeifContainer(bytes: Uint8Array) {
  let info;
  try {
    info = readHeifInfo(bytes);
  } catch {
    return;
  }
  if (info.width !== null && info.height !== null && info.width * info.height > HEIF_MAX_PIXELS) throw new Error(IMAGE_TOO_MANY_PIXELS);
  if (info.truncated) throw new Error(IMAGE_TRUNCATED);
}

/** A HEIF the browser could not decode (every browser but Safari): libheif decodes the primary image, upright. */
async function decodeHeifFile(bytes: Uint8Array): Promise<ImageBitmap> {
  decodeHeif ??= heifDecoder();
  const image = await decodeHeif(bytes);
  try {
    return await createImageBitmap(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height));
  } catch {
    throw new Error(IMAGE_DECODE_FAILED);
  }
}

/**
 * Decodes a file into an upright bitmap (EXIF orientation applied; for HEIF its irot/imir, which the format says
 * override the EXIF one). A file that cannot be read, a cut-off JPEG and bytes that are not a decodable image fail
 * with different messages, so the user learns which one happened. The file's own bytes decide what it is, not its
 * name or type: a HEIF renamed .jpg still decodes, a PNG named .heic does not go to libheif.
 */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, HEIF_SNIFF_BYTES).arrayBuffer());
  } catch {
    throw new Error(IMAGE_READ_FAILED);
  }
  if (head[0] === 0xff && head[1] === 0xd8 && jpegIsTruncated(new Uint8Array(await file.arrayBuffer()))) throw new Error(IMAGE_TRUNCATED);
  const bytes = isHeif(head) ? new Uint8Array(await file.arrayBuffer()) : null;
  if (bytes) checkHeifContainer(bytes);
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (!bytes) throw new Error(IMAGE_DECODE_FAILED);
  }
  return decodeHeifFile(bytes);
}
