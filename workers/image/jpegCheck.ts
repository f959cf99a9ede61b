/**
 * True when `bytes` is a JPEG whose image data was cut off (an interrupted download or copy). Browsers decode such a
 * file without complaint and paint the missing part grey, so the user would get a damaged copy back; we refuse it.
 * The test: after the first start-of-scan there must be an end-of-image marker (FF D9). Inside entropy-coded data
 * FF is always followed by 00 or a restart marker, so FF D9 there can only be the real end. Pure: unit-tested.
 */
export function jpegIsTruncated(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let scan = -1;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false; // damaged in another way: the decoder will say so
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) {
      scan = at;
      break;
    }
    if (marker === 0xd9) return false;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  if (scan < 0) return true; // the headers themselves are cut
  for (let i = bytes.length - 2; i > scan; i -= 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return false;
  }
  return true;
}
