import { IMAGE_MAX_BYTES } from '../config/constants';
import { toJobError } from './jobs/errors';
import { MAX_DIMENSION_PX, type OutputMime, type Size } from './jobs/image';
import {
  IMAGE_CODEC_UNAVAILABLE,
  IMAGE_DECODE_FAILED,
  IMAGE_READ_FAILED,
  IMAGE_TARGET_UNREACHABLE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TRUNCATED,
} from '@workers/image/codes';
import { isHeif, readHeifInfo } from '@workers/image/heif';

/** Where a phone's HEIF keeps its meta box: first, and a few KB long (an iPhone's is about 4 KB). */
const HEIF_META_BYTES = 64 * 1024;

/** Pure helpers shared by the image tools (compressor, resizer). No DOM beyond File. */

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Types systems give a file they do not know: the extension decides then (Windows without the HEIF extension). */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** The image MIME type of a file: its own type, or from the extension when the system gave none (or a generic one). */
export function imageMimeOf(file: { name: string; type: string }): string | null {
  if (!UNKNOWN_TYPES.has(file.type.toLowerCase())) return file.type.toLowerCase().startsWith('image/') ? file.type : null;
  return MIME_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** A HEIC/HEIF type (image/heic, image/heif and their -sequence forms). */
export function isHeifMime(mime: string): boolean {
  return /^image\/hei[cf](-sequence)?$/.test(mime);
}

/** HEIC/HEIF by type or name (the worker decides by the bytes): no browser but Safari previews them. */
export function isHeifName(file: { name: string; type: string }): boolean {
  return isHeifMime(imageMimeOf(file) ?? '');
}

/** A HEIF's displayed size from its container (the meta box leads the file), or null when it does not say. */
export async function heifSize(file: Blob): Promise<Size | null> {
  try {
    const head = new Uint8Array(await file.slice(0, HEIF_META_BYTES).arrayBuffer());
    if (!isHeif(head)) return null;
    const { width, height } = readHeifInfo(head);
    return width !== null && height !== null ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The file picker's filter: HEIC often has no registered type (Windows, Linux), so `image/*` alone would hide it. */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';

export type ImageFileProblem = 'mustBeImage' | 'tooLarge';

/** Checked before any work. Exactly 10 MB (10 × 1024 × 1024 bytes) is allowed, one byte more is not. */
export function validateImageFile(file: { name: string; type: string; size: number }, maxBytes = IMAGE_MAX_BYTES): ImageFileProblem | null {
  if (!imageMimeOf(file)) return 'mustBeImage';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** A file with its image type filled in (some systems send none), so the decoder and the compressor accept it. */
export function withImageType(file: File): File {
  if (!UNKNOWN_TYPES.has(file.type.toLowerCase())) return file;
  const type = imageMimeOf(file);
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

/** Percent of the original size saved; negative when the result is larger. */
export function percentSaved(originalBytes: number, resultBytes: number): number {
  if (originalBytes <= 0) return 0;
  return ((originalBytes - resultBytes) / originalBytes) * 100;
}

/** "42", "7.5", "0": one decimal only where it matters. */
export function formatPercent(value: number): string {
  const abs = Math.abs(value);
  const rounded = abs < 10 ? Math.round(abs * 10) / 10 : Math.round(abs);
  return String(rounded);
}

export const EXTENSION_BY_MIME: Record<OutputMime, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/png': 'png',
};

/** "photo.final.PNG" + image/jpeg + "-compressed" → "photo.final-compressed.jpg". */
export function outputFileName(name: string, mime: string, suffix = ''): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || 'image';
  const ext = EXTENSION_BY_MIME[mime as OutputMime] ?? (mime.startsWith('image/') ? mime.slice(6).replace(/\+.*$/, '') : 'bin');
  return `${base}${suffix}.${ext}`;
}

/** A slider value as the worker takes it: a whole number 1..100 (75 if it is not a number). */
export function qualityPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 75;
  return Math.min(100, Math.max(1, Math.round(percent)));
}

/** A typed pixel size: a whole number 1..MAX_DIMENSION_PX, else null. */
export function parseDimension(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_DIMENSION_PX ? value : null;
}

/** Optional limit: '' means none (undefined), anything else must be a valid dimension (else null = invalid). */
export function parseOptionalDimension(text: string): number | undefined | null {
  return text.trim() === '' ? undefined : parseDimension(text);
}

export type ImageJobProblem = 'loadFailed' | 'readFailed' | 'tooManyPixels';

/** The image-specific reason a job failed (common:files.<key>), or null for a generic job error. */
export function imageJobProblem(err: unknown): ImageJobProblem | null {
  const { code, message } = toJobError(err);
  if (code !== 'failed') return null;
  if (message.includes(IMAGE_DECODE_FAILED)) return 'loadFailed';
  if (message.includes(IMAGE_READ_FAILED)) return 'readFailed';
  if (message.includes(IMAGE_TOO_MANY_PIXELS)) return 'tooManyPixels';
  return null;
}

/** Failures the image tools word in their own namespace (errors.<kind>). */
export type EncoderProblem = { kind: 'codecUnavailable' } | { kind: 'truncated' } | { kind: 'targetUnreachable'; smallestBytes: number };

export function encoderProblem(err: unknown): EncoderProblem | null {
  const { code, message } = toJobError(err);
  if (code !== 'failed') return null;
  if (message.includes(IMAGE_CODEC_UNAVAILABLE)) return { kind: 'codecUnavailable' };
  if (message.includes(IMAGE_TRUNCATED)) return { kind: 'truncated' };
  const unreachable = new RegExp(`${IMAGE_TARGET_UNREACHABLE}:(\\d+)`).exec(message);
  if (unreachable) return { kind: 'targetUnreachable', smallestBytes: Number(unreachable[1]) };
  return null;
}

/** "500" (KB, as typed) → bytes; '' → undefined (no target); anything else that is not a size from 1 KB to 100 MB → null. */
export function parseTargetKb(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const kb = Number(trimmed);
  return kb >= 1 && kb <= 100_000 ? Math.round(kb * 1024) : null;
}
