import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '../../ui/Button';
import { DocSummary } from '../../ui/pdf/PdfFileList';
import { SortableGrid } from '../../ui/pdf/SortableGrid';
import type { PdfDoc } from '../../ui/pdf/usePdfDocs';
import { fileLabel } from './logic';

interface Props {
  docs: readonly PdfDoc[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

/** The files to merge, in order: each with its size and pages, or why it is left out, a grip to drag and Remove. */
export function MergeFiles({ docs, onMove, onRemove }: Props) {
  const { t } = useTranslation(['tools/pdf-merge', 'pdf', 'common']);
  const names = docs.map((d) => d.name);
  return (
    <SortableGrid
      layout="list"
      testId="pdf-files"
      items={docs}
      labels={{ label: t('pdf:files'), hint: t('filesHint') }}
      nameOf={(_, i) => fileLabel(names, i)}
      onMove={onMove}
      render={(doc) => (
        <div className="flex min-w-0 items-center gap-2" data-testid="pdf-doc">
          <DocSummary doc={doc} />
        </div>
      )}
      actions={(doc, _i, name) => (
        <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={t('common:files.remove', { name })} onClick={() => onRemove(doc.id)}>
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    />
  );
}
