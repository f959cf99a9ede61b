import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, decodePDFRawStream, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';
import { IDENTITY, multiply, scanContent, type Matrix } from './contentOps';
import { concatBytes } from '../../bytes/concat';

/**
 * How densely each image XObject is drawn: its pixels per inch on the page, in the direction where it is least
 * dense, at the largest size it is drawn anywhere (the one that needs the most pixels). Found by following q/Q/cm/Do
 * through each page's content and the forms it draws. A page whose content cannot be read falls back to the page's
 * own size: an image cannot usefully be drawn bigger than its page, so that is a floor of its density.
 */

/** Forms drawn inside forms deeper than this are not followed (a loop, or a file built to make us spin). */
const MAX_FORM_DEPTH = 12;

const key = (ref: PDFRef) => ref.toString();

export interface ImageUse {
  /** Lowest pixels per inch along either axis, over every place it is drawn. */
  dpi: number;
}

export function imageDensities(doc: PDFDocument): Map<string, ImageUse> {
  const uses = new Map<string, ImageUse>();
  const record = (ref: PDFRef, dpi: number) => {
    if (!Number.isFinite(dpi) || dpi <= 0) return;
    const seen = uses.get(key(ref));
    if (!seen || dpi < seen.dpi) uses.set(key(ref), { dpi });
  };
  const context = doc.context;

  const pixelsOf = (stream: PDFRawStream) => {
    const w = stream.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
    const h = stream.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
    return { w, h };
  };

  const walk = (content: Uint8Array, resources: PDFDict | undefined, ctm: Matrix, depth: number, forms: Set<string>) => {
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const stack: Matrix[] = [];
    let m = ctm;
    for (const op of scanContent(content)) {
      if (op.op === 'q') stack.push(m);
      else if (op.op === 'Q') m = stack.pop() ?? m;
      else if (op.op === 'cm') m = multiply(op.matrix, m);
      else if (xobjects) {
        const ref = xobjects.get(PDFName.of(op.name));
        if (!(ref instanceof PDFRef)) continue;
        const target = context.lookup(ref);
        if (!(target instanceof PDFRawStream)) continue;
        const subtype = target.dict.lookupMaybe(PDFName.of('Subtype'), PDFName);
        if (subtype === PDFName.of('Image')) {
          const { w, h } = pixelsOf(target);
          // The unit square's sides, in points, as the matrix draws them.
          const across = Math.hypot(m[0], m[1]);
          const down = Math.hypot(m[2], m[3]);
          record(ref, Math.min((w * 72) / across, (h * 72) / down));
        } else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH && !forms.has(key(ref))) {
          const bytes = decoded(target);
          if (!bytes) continue;
          const own = target.dict.lookupMaybe(PDFName.of('Resources'), PDFDict);
          const matrix = numbers(target.dict.lookup(PDFName.of('Matrix')));
          const formMatrix = matrix?.length === 6 ? (matrix as unknown as Matrix) : IDENTITY;
          walk(bytes, own ?? resources, multiply(formMatrix, m), depth + 1, new Set(forms).add(key(ref)));
        }
      }
    }
  };

  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const content = pageContent(page.node.Contents(), context);
    if (content) {
      walk(content, resources, IDENTITY, 0, new Set());
      continue;
    }
    const { width, height } = page.getSize();
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const value of xobjects?.values() ?? []) {
      if (!(value instanceof PDFRef)) continue;
      const target = context.lookup(value);
      if (!(target instanceof PDFRawStream) || target.dict.lookupMaybe(PDFName.of('Subtype'), PDFName) !== PDFName.of('Image')) continue;
      const { w, h } = pixelsOf(target);
      const [across, down] = [width / 72, height / 72];
      // Unknown placement and turn, and its proportions assumed kept: it fits the page upright or on its side.
      record(value, Math.min(Math.max(w / across, h / down), Math.max(w / down, h / across)));
    }
  }
  return uses;
}

function numbers(object: PDFObject | undefined): number[] | null {
  if (!(object instanceof PDFArray)) return null;
  const out = object.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : NaN));
  return out.every(Number.isFinite) ? out : null;
}

function decoded(stream: PDFRawStream): Uint8Array | null {
  try {
    return decodePDFRawStream(stream).decode();
  } catch {
    return null;
  }
}

/** A page's content streams joined (an operator may not span two, but a newline between them is always safe). */
function pageContent(contents: PDFObject | undefined, context: PDFDocument['context']): Uint8Array | null {
  if (!contents) return new Uint8Array(0);
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const parts: Uint8Array[] = [];
  for (const item of streams) {
    const stream = item instanceof PDFRef ? context.lookup(item) : item;
    if (!(stream instanceof PDFRawStream)) return null;
    const bytes = decoded(stream);
    if (!bytes) return null;
    parts.push(bytes, new Uint8Array([0x0a]));
  }
  return concatBytes(parts);
}
