import { useTranslation } from 'react-i18next';
import { PageThumb } from '../../ui/pdf/PageThumb';
import { SortableGrid } from '../../ui/pdf/SortableGrid';
import type { PdfDoc } from '../../ui/pdf/usePdfDocs';
import type { MergePage } from './logic';

interface Props {
  pages: readonly MergePage[];
  docs: readonly PdfDoc[];
  onMove: (from: number, to: number) => void;
}

/** Every page of every readable file, in the merged order: thumbnails to drag anywhere, across files too. */
export function MergePages({ pages, docs, onMove }: Props) {
  const { t } = useTranslation(['tools/pdf-merge', 'pdf']);
  const byId = new Map(docs.map((d) => [d.id, d]));
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium" data-testid="merge-page-count">
        {t('pagesTitle', { pages: t('pdf:pages', { count: pages.length }) })}
      </p>
      <SortableGrid
        testId="pdf-pages"
        items={pages}
        labels={{ label: t('pagesLabel') }}
        nameOf={(p) => t('pdf:grid.pageOf', { n: p.page + 1, file: byId.get(p.doc)?.name ?? '' })}
        onMove={onMove}
        renderKey={(p) => `${byId.get(p.doc)?.thumbs[p.page] ?? ''}|${byId.get(p.doc)?.name ?? ''}`}
        render={(p) => {
          const doc = byId.get(p.doc);
          const size = doc?.info?.pages[p.page] ?? { width: 595, height: 842 };
          return (
            <PageThumb src={doc?.thumbs[p.page]} width={size.width} height={size.height} label={t('pdf:grid.page', { n: p.page + 1 })}>
              <span className="block w-full break-all text-center text-xs text-muted-foreground" title={doc?.name}>
                {doc?.name}
              </span>
            </PageThumb>
          );
        }}
      />
    </div>
  );
}
