import { IMAGE_DECODE_FAILED, IMAGE_READ_FAILED, IMAGE_TRUNCATED } from './codes';
import { jpegIsTruncated } from './jpegCheck';

/**
 * Decodes a file into an upright bitmap (EXIF orientation applied).
 * A file that cannot be read, a cut-off JPEG and bytes that are not a decodable
 * image fail with different messages, so the user learns which one happened.
 */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  } catch {
    throw new Error(IMAGE_READ_FAILED);
  }
  if (head[0] === 0xff && head[1] === 0xd8 && jpegIsTruncated(new Uint8Array(await file.arrayBuffer()))) throw new Error(IMAGE_TRUNCATED);
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(IMAGE_DECODE_FAILED);
  }
}
