import { IMAGE_DECODE_FAILED, IMAGE_READ_FAILED } from './codes';

/**
 * Decodes a file into an upright bitmap (EXIF orientation applied).
 * A file that cannot be read and bytes that are not a decodable image fail
 * with different messages, so the user learns which one happened.
 */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  try {
    await file.slice(0, 1).arrayBuffer();
  } catch {
    throw new Error(IMAGE_READ_FAILED);
  }
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(IMAGE_DECODE_FAILED);
  }
}
