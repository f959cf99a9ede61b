import { memo, useDeferredValue, useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { PdfInfo } from '../../lib/jobs/pdf';
import { useStoreValue, type ValueStore } from '../../lib/valueStore';
import { PagePreview } from './PagePreview';
import type { PdfDoc } from './usePdfDocs';

/** What each page shows under the settings ("Part 2", a pixel size); undefined shows nothing. */
export type PageMarks<S> = (info: PdfInfo, settings: S, t: TFunction) => readonly (string | undefined)[];

interface MarkedPagePreviewProps<S> {
  doc: PdfDoc;
  settings: ValueStore<S>;
  marksOf: PageMarks<S>;
  t: TFunction;
}

function MarkedPagePreviewOf<S>({ doc, settings, marksOf, t }: MarkedPagePreviewProps<S>) {
  // Subscribed here, not in the page, and deferred: a keystroke in the settings answers first, the marks on hundreds
  // of thumbnails follow in the background.
  const shown = useDeferredValue(useStoreValue(settings));
  const { info } = doc;
  const marks = useMemo(() => (info ? marksOf(info, shown, t) : []), [info, shown, marksOf, t]);
  return <PagePreview doc={doc} marks={marks} />;
}

/** A document's pages, each marked by what the tool's settings will do to it (split, PDF → images). */
export const MarkedPagePreview = memo(MarkedPagePreviewOf) as typeof MarkedPagePreviewOf;
