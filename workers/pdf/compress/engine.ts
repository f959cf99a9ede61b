import type { PDFContext, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';
import type { RawImage } from '../../image/codecs/types';
import { savePdf } from '../assemble';
import type { PdfProgressFn } from '../codes';
import { openPdf } from '../open';
import { isImage, maskRefs, planImage } from './images';
import { deflatePlainStreams, dropMetadata, dropUnreachable } from './prune';
import { rewriteImage, type Candidate, type Rewritten } from './rewrite';
import { fitTarget, sampleOf, type Pass } from './target';
import type { CompressEnv, ImageSkipReason, PdfCompressOptions, PdfCompressResult } from './types';
import { imageDensities, type ImageUse } from './usage';

/**
 * The compressor, with its pixel work passed in (`env`): the PDF worker gives it canvas decoding and pica, the unit
 * tests jSquash and a plain resampler. Text, vectors and fonts are never touched; only image XObjects, metadata and
 * unused objects are.
 */
export async function compressWith(env: CompressEnv, bytes: Uint8Array, options: PdfCompressOptions, onProgress?: PdfProgressFn): Promise<PdfCompressResult> {
  const before = bytes.byteLength;
  const { doc } = await openPdf(bytes);
  const context = doc.context;
  if (options.dropMetadata) dropMetadata(context);
  const objectsRemoved = dropUnreachable(context);
  const streamsDeflated = deflatePlainStreams(context);
  onProgress?.(0.02);

  const skipped: Partial<Record<ImageSkipReason, number>> = {};
  const skip = (reason: ImageSkipReason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const candidates = findCandidates(doc, skip);
  const imagesTotal = candidates.length + Object.values(skipped).reduce((a, b) => a + b, 0);
  const top = Math.min(100, Math.max(1, Math.round(options.quality)));

  let latest: Rewritten[] = [];
  let passSpan = { from: 0.02, to: options.targetBytes ? 0.5 : 0.95 };
  const pass = async (quality: number, keepSamples: boolean): Promise<Pass> => {
    const { from, to } = passSpan;
    latest = [];
    for (const [i, candidate] of candidates.entries()) {
      const result = await rewriteImage(candidate, options, quality, env, keepSamples ? sampleOf : undefined);
      latest.push(result);
      context.assign(candidate.ref, result.stream ?? candidate.original);
      onProgress?.(from + ((to - from) * (i + 1)) / Math.max(1, candidates.length));
    }
    passSpan = { from: to, to: to + (0.95 - to) / 2 };
    const images = latest.map((r, i) => ({
      bytes: r.bytes,
      original: candidates[i]!.original.contents.length,
      fixed: r.lossless || r.reason === 'unreadable',
      gray: candidates[i]!.plan.colors === 1,
      ...(r.pixels ? { pixels: r.pixels } : {}),
    }));
    return { quality, total: (await save(doc)).length, images };
  };

  const final = options.targetBytes
    ? await fitTarget({
        top,
        targetBytes: options.targetBytes,
        pass,
        encodeSample: async (image: RawImage, quality: number, gray: boolean) => (await env.encodeJpeg(image, { quality, effort: options.effort, gray })).length,
      })
    : await pass(top, false);
  const out = await save(doc);
  onProgress?.(1);

  let imagesRecompressed = 0;
  let imagesDownscaled = 0;
  for (const result of latest) {
    if (result.stream) {
      imagesRecompressed += 1;
      if (result.downscaled) imagesDownscaled += 1;
    } else if (result.reason) skip(result.reason);
  }
  const unchanged = out.length >= before;
  return {
    bytes: unchanged ? bytes : out,
    before,
    after: unchanged ? before : out.length,
    imagesTotal,
    imagesRecompressed: unchanged ? 0 : imagesRecompressed,
    imagesDownscaled: unchanged ? 0 : imagesDownscaled,
    imagesSkipped: skipped,
    quality: final.quality,
    objectsRemoved,
    streamsDeflated,
    unchanged,
  };
}

function findCandidates(doc: PDFDocument, skip: (reason: ImageSkipReason) => void): Candidate[] {
  const context: PDFContext = doc.context;
  let densities: Map<string, ImageUse>;
  try {
    densities = imageDensities(doc);
  } catch {
    // A content stream we cannot follow only costs the downscale, never the file.
    densities = new Map();
  }
  const masks = maskRefs(context);
  const candidates: Candidate[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!isImage(object)) continue;
    const plan = planImage(object, ref, masks);
    if (plan.kind === 'skip') skip(plan.reason);
    else candidates.push({ ref, original: object as PDFRawStream, plan, dpi: densities.get(ref.toString())?.dpi });
  }
  return candidates;
}

/** PDF/A-1 forbids object streams, and pdf-lib refuses to write them there: such a file is written without. */
async function save(doc: PDFDocument): Promise<Uint8Array> {
  try {
    return await savePdf(doc);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes('PDF/A-1')) throw err;
    return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  }
}
