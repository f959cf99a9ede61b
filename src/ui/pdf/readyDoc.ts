import type { PdfInfo } from '../../lib/jobs/pdf';
import { i18n } from '../../lib/i18n';
import { notifyError } from '../notify';
import type { PdfDoc } from './usePdfDocs';

export type ReadyDoc = PdfDoc & { info: PdfInfo };

/** The document a one-PDF tool works on, once read; else null, having said why (no file yet, or not readable yet). */
export function readyDoc(doc: PdfDoc | undefined): ReadyDoc | null {
  if (!doc) notifyError(i18n.t('needFile', { ns: 'pdf' }));
  else if (doc.status !== 'ready' || !doc.info) notifyError(i18n.t('needReady', { ns: 'pdf' }));
  else return doc as ReadyDoc;
  return null;
}

/** A generated document as the file a visitor would have dropped ("Load example"). */
export const asPdfFile = (blob: Blob, name = 'example.pdf') => new File([blob], name, { type: 'application/pdf' });
