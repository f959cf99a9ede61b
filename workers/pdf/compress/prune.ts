import { zlibSync } from 'fflate';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

const N = (name: string) => PDFName.of(name);

/** Keys that only describe a document or help one editor: XMP packets, an editor's private data, page thumbnails. */
const METADATA_KEYS = ['Metadata', 'PieceInfo', 'Thumb'] as const;

/**
 * Drops the Info dictionary and, on every dictionary and stream, the XMP /Metadata, /PieceInfo and /Thumb entries.
 * The objects they pointed at become unreachable, and `dropUnreachable` removes them.
 */
export function dropMetadata(context: PDFContext): void {
  delete context.trailerInfo.Info;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (!dict) continue;
    for (const k of METADATA_KEYS) if (dict.has(N(k))) dict.delete(N(k));
  }
}

function children(object: PDFObject, out: PDFRef[]): void {
  if (object instanceof PDFRef) out.push(object);
  else if (object instanceof PDFDict) for (const value of object.values()) children(value, out);
  else if (object instanceof PDFArray) for (const value of object.asArray()) children(value, out);
  else if (object instanceof PDFStream) children(object.dict, out);
}

/**
 * Removes every object nothing reachable from the trailer's /Root (and /Info, while it is kept) points at: images a
 * past edit replaced, fonts of deleted pages, the metadata just dropped, the /Encrypt dictionary of a decrypted file.
 * Returns how many went.
 */
export function dropUnreachable(context: PDFContext): number {
  const seen = new Set<string>();
  const queue: PDFRef[] = [];
  for (const root of [context.trailerInfo.Root, context.trailerInfo.Info]) if (root) children(root, queue);
  while (queue.length > 0) {
    const ref = queue.pop()!;
    const id = ref.toString();
    if (seen.has(id)) continue;
    seen.add(id);
    const object = context.lookup(ref);
    if (object) children(object, queue);
  }
  let removed = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!seen.has(ref.toString()) && context.delete(ref)) removed += 1;
  }
  return removed;
}

/** Streams this short gain nothing from Flate's header and checksum. */
const MIN_DEFLATE_BYTES = 64;

/**
 * Deflates streams stored with no filter at all (old writers leave content and fonts raw). An XMP packet that is
 * kept stays readable as it is, as the XMP specification asks. Returns how many were deflated.
 */
export function deflatePlainStreams(context: PDFContext): number {
  let count = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (dict.has(N('Filter')) || dict.has(N('DecodeParms')) || object.contents.length < MIN_DEFLATE_BYTES) continue;
    if (dict.lookupMaybe(N('Type'), PDFName) === N('Metadata')) continue;
    const packed = zlibSync(object.contents, { level: 6 });
    if (packed.length >= object.contents.length) continue;
    const next = PDFRawStream.of(dict.clone() as PDFDict, packed);
    next.dict.set(N('Filter'), N('FlateDecode'));
    next.dict.set(N('Length'), PDFNumber.of(packed.length));
    context.assign(ref, next);
    count += 1;
  }
  return count;
}
