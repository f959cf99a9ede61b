import { useTranslation } from 'react-i18next';
import { Copy, RotateCw, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button';
import { PageThumb } from '../../ui/pdf/PageThumb';
import { SortableGrid } from '../../ui/pdf/SortableGrid';
import type { PdfDoc } from '../../ui/pdf/usePdfDocs';
import type { Edit, OrgPage } from './logic';

interface Props {
  doc: PdfDoc;
  pages: readonly OrgPage[];
  onEdit: (edit: Edit, name: string) => void;
}

/** The pages of the document being built: thumbnails (turned as they will be) to reorder, rotate, duplicate or delete. */
export function OrganizeGrid({ doc, pages, onEdit }: Props) {
  const { t } = useTranslation('pdf');
  const nameOf = (p: OrgPage) => (p.copy ? t('grid.pageCopy', { n: p.page + 1, copy: p.copy }) : t('grid.page', { n: p.page + 1 }));
  return (
    <SortableGrid
      testId="pdf-pages"
      items={pages}
      nameOf={nameOf}
      renderKey={(p) => `${doc.thumbs[p.page] ?? ''}|${p.rotate}`}
      onMove={(from, to) => onEdit({ type: 'move', from, to }, nameOf(pages[from]!))}
      render={(p) => {
        const size = doc.info?.pages[p.page] ?? { width: 595, height: 842 };
        return <PageThumb src={doc.thumbs[p.page]} width={size.width} height={size.height} rotate={p.rotate} label={nameOf(p)} />;
      }}
      actions={(p, _i, name) => (
        <>
          <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={t('grid.rotate', { item: name })} onClick={() => onEdit({ type: 'rotate', id: p.id }, name)}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={t('grid.duplicate', { item: name })} onClick={() => onEdit({ type: 'duplicate', id: p.id }, name)}>
            <Copy className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost-danger" size="icon" className="h-8 w-8" aria-label={t('grid.delete', { item: name })} onClick={() => onEdit({ type: 'delete', id: p.id }, name)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </>
      )}
    />
  );
}
