import { PDFArray, PDFBool, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { jpegInfo } from './jpeg';
import type { ImageSkipReason } from './types';

/**
 * Which image XObjects we may rewrite, and how to read them. The rule: only what we can decode to exactly the samples
 * a reader would get, and write back so that the unchanged dictionary (colour space, /Decode, /SMask, /Intent…)
 * still means the same thing. Everything else is left byte for byte.
 */

/** Below this many bytes a stream is not worth a decode: a JPEG's own headers are ~600 bytes. */
export const MIN_IMAGE_BYTES = 2048;

export type ImagePlan =
  | { kind: 'jpeg'; width: number; height: number; colors: 1 | 3 }
  | { kind: 'flate' | 'plain'; width: number; height: number; colors: 1 | 3; predictor: number }
  | { kind: 'skip'; reason: ImageSkipReason };

const N = (name: string) => PDFName.of(name);

export function isImage(object: PDFObject | undefined): object is PDFRawStream {
  return object instanceof PDFRawStream && object.dict.lookupMaybe(N('Subtype'), PDFName) === N('Image');
}

/** Images other images use as /SMask or /Mask: alpha and stencils, where a lossy edge would show as a fringe. */
export function maskRefs(context: PDFContext): Set<string> {
  const masks = new Set<string>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!isImage(object)) continue;
    for (const k of ['SMask', 'Mask']) {
      const value = object.dict.get(N(k));
      if (value instanceof PDFRef) masks.add(value.toString());
    }
  }
  return masks;
}

/** 1 or 3 channels of plain samples, or null for anything we would have to convert (and so could get wrong). */
function channels(context: PDFContext, space: PDFObject | undefined): 1 | 3 | null {
  const resolved = space instanceof PDFRef ? context.lookup(space) : space;
  if (resolved === N('DeviceGray') || resolved === N('CalGray')) return 1;
  if (resolved === N('DeviceRGB') || resolved === N('CalRGB')) return 3;
  if (resolved instanceof PDFArray && resolved.size() >= 1) {
    const family = resolved.lookup(0);
    if (family === N('CalGray')) return 1;
    if (family === N('CalRGB')) return 3;
    if (family === N('ICCBased')) {
      const profile = resolved.lookup(1);
      const n = profile instanceof PDFRawStream ? profile.dict.lookupMaybe(N('N'), PDFNumber)?.asNumber() : undefined;
      return n === 1 ? 1 : n === 3 ? 3 : null;
    }
  }
  return null;
}

function filters(dict: PDFDict): PDFName[] | null {
  const filter = dict.lookup(N('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray) {
    const names = filter.asArray().map((f) => dict.context.lookup(f));
    return names.every((f): f is PDFName => f instanceof PDFName) ? names : null;
  }
  return null;
}

function parms(dict: PDFDict): PDFDict | undefined {
  const value = dict.lookup(N('DecodeParms'));
  if (value instanceof PDFDict) return value;
  if (value instanceof PDFArray && value.size() === 1) return value.lookupMaybe(0, PDFDict);
  return undefined;
}

export function planImage(stream: PDFRawStream, ref: PDFRef, masks: ReadonlySet<string>): ImagePlan {
  const { dict } = stream;
  const context = dict.context;
  const num = (k: string) => dict.lookupMaybe(N(k), PDFNumber)?.asNumber();
  if (dict.lookupMaybe(N('ImageMask'), PDFBool)?.asBoolean() || masks.has(ref.toString())) return { kind: 'skip', reason: 'mask' };
  // A colour-key mask picks exact sample values: after a lossy round trip they would no longer match.
  if (dict.lookup(N('Mask')) instanceof PDFArray) return { kind: 'skip', reason: 'mask' };
  const width = num('Width') ?? 0;
  const height = num('Height') ?? 0;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return { kind: 'skip', reason: 'unreadable' };
  const list = filters(dict);
  if (!list || list.length > 1) return { kind: 'skip', reason: 'format' };
  const colors = channels(context, dict.lookup(N('ColorSpace')));
  if (colors === null || num('BitsPerComponent') !== 8) return { kind: 'skip', reason: 'colour' };
  if (stream.contents.length < MIN_IMAGE_BYTES || width * height < 64) return { kind: 'skip', reason: 'small' };
  const filter = list[0];
  const decodeParms = parms(dict);
  if (filter === N('DCTDecode')) {
    // An explicit transform overrides what the JPEG says about itself; a decoder that ignores it would show other colours.
    if (decodeParms?.has(N('ColorTransform'))) return { kind: 'skip', reason: 'colour' };
    const info = jpegInfo(stream.contents);
    if (!info) return { kind: 'skip', reason: 'unreadable' };
    if (info.components !== colors || (colors === 3 && info.adobeTransform === 0)) return { kind: 'skip', reason: 'colour' };
    if (info.width !== width || info.height !== height) return { kind: 'skip', reason: 'unreadable' };
    return { kind: 'jpeg', width, height, colors };
  }
  if (filter !== undefined && filter !== N('FlateDecode')) return { kind: 'skip', reason: 'format' };
  const predictor = decodeParms?.lookupMaybe(N('Predictor'), PDFNumber)?.asNumber() ?? 1;
  const pColors = decodeParms?.lookupMaybe(N('Colors'), PDFNumber)?.asNumber() ?? 1;
  const pBits = decodeParms?.lookupMaybe(N('BitsPerComponent'), PDFNumber)?.asNumber() ?? 8;
  const pColumns = decodeParms?.lookupMaybe(N('Columns'), PDFNumber)?.asNumber() ?? 1;
  if (predictor !== 1 && (pColors !== colors || pBits !== 8 || pColumns !== width || (predictor !== 2 && (predictor < 10 || predictor > 15)))) {
    return { kind: 'skip', reason: 'format' };
  }
  return { kind: filter === undefined ? 'plain' : 'flate', width, height, colors, predictor };
}
