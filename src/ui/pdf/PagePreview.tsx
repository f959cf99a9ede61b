import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageThumb } from './PageThumb';
import type { PdfDoc } from './usePdfDocs';

/**
 * A read-only grid of a document's pages (split, PDF → images), each with its number and, where given, a mark.
 * Memoised: a keystroke in the tool's settings does not redraw it unless its marks changed.
 */
export const PagePreview = memo(function PagePreview({ doc, marks }: { doc: PdfDoc; marks?: readonly (string | undefined)[] }) {
  const { t } = useTranslation('pdf');
  if (!doc.info) return null;
  return (
    <ol className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6" aria-label={t('grid.label')} data-testid="pdf-pages">
      {doc.info.pages.map((page, i) => {
        const mark = marks?.[i];
        return (
          <li key={i} className="[content-visibility:auto] [contain-intrinsic-size:auto_10rem]">
            <PageThumb src={doc.thumbs[i]} width={page.width} height={page.height} label={t('grid.page', { n: i + 1 })}>
              {mark && <span className="rounded bg-primary px-1.5 text-xs font-medium text-primary-foreground">{mark}</span>}
            </PageThumb>
          </li>
        );
      })}
    </ol>
  );
});
