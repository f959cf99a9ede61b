import { parseTargetKb } from '../../lib/imageFiles';
import { suffixedName } from '../../lib/pdfFiles';
import type { PdfCompressOptions } from '../../lib/jobs/pdf';
import type { ImageEffort } from '@workers/image/codes';

/** "Scale images down to": none, or a density; 150 DPI is what print-at-home and screen reading need (Ghostscript's /ebook). */
export const DPI_CHOICES = ['none', '300', '200', '150', '100', '72'] as const;
export type DpiChoice = (typeof DPI_CHOICES)[number];

export interface PdfCompressSettings {
  quality: number;
  /** "At most N KB" for the whole file; '' for none. */
  targetKb: string;
  maxDpi: DpiChoice;
  dropMetadata: boolean;
}

export const DEFAULT_SETTINGS: PdfCompressSettings = { quality: 70, targetKb: '', maxDpi: '150', dropMetadata: true };
export const EXAMPLE_PAGES = 3;

/** The worker's options, or the key of the problem with the settings (tools/pdf-compress:<key>). */
export function toCompressOptions(settings: PdfCompressSettings, effort: ImageEffort): PdfCompressOptions | 'targetInvalid' {
  const targetBytes = parseTargetKb(settings.targetKb);
  if (targetBytes === null) return 'targetInvalid';
  return {
    quality: settings.quality,
    dropMetadata: settings.dropMetadata,
    effort,
    ...(targetBytes === undefined ? {} : { targetBytes }),
    ...(settings.maxDpi === 'none' ? {} : { maxDpi: Number(settings.maxDpi) }),
  };
}

/** The share saved, 0-100, one decimal below 10 (a 2.4 % saving is not "2 %"). */
export function savedPercent(before: number, after: number): string {
  if (before <= 0) return '0';
  const pct = Math.max(0, (1 - after / before) * 100);
  return pct < 10 ? pct.toFixed(1) : String(Math.round(pct));
}

/** "scan.pdf" → "scan-compressed.pdf". */
export function compressedName(name: string): string {
  return suffixedName(name, 'compressed');
}
