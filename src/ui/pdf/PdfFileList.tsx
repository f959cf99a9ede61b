import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Loader2, X } from 'lucide-react';
import { Button } from '../Button';
import { formatBytes } from '../FileDrop';
import type { PdfDoc } from './usePdfDocs';

/** What a document's row says of it: its pages, or why it cannot be used (pdf:errors.*). */
export function DocStatus({ doc }: { doc: PdfDoc }) {
  const { t } = useTranslation('pdf');
  if (doc.status === 'error' && doc.problem) {
    return (
      <span className="text-destructive" role="alert" data-testid="pdf-doc-error">
        {t(`errors.${doc.problem.key}`, doc.problem.values)}
      </span>
    );
  }
  if (doc.status === 'reading') {
    return (
      <span className="inline-flex items-center gap-1">
        <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> {t('reading')}
      </span>
    );
  }
  return <span data-testid="pdf-doc-pages">{t('pages', { count: doc.info?.pageCount ?? 0 })}</span>;
}

/** A document's icon, name, size and pages (or why it cannot be used): a row of the file list, and of merge's. */
export function DocSummary({ doc }: { doc: PdfDoc }) {
  return (
    <>
      <FileText className="hidden h-5 w-5 shrink-0 text-muted-foreground min-[400px]:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="break-all text-sm font-medium" data-testid="pdf-doc-name">{doc.name}</p>
        <p className="text-xs text-muted-foreground">
          {formatBytes(doc.size)} · <DocStatus doc={doc} />
        </p>
      </div>
    </>
  );
}

/** The documents a tool holds, each with its size, its pages (or its error) and a Remove button. */
/** Memoised: a keystroke in a tool's settings re-renders the page, not its files. */
export const PdfFileList = memo(function PdfFileList({ docs, onRemove }: { docs: readonly PdfDoc[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation(['pdf', 'common']);
  if (docs.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('files')} data-testid="pdf-files">
      {docs.map((doc) => (
        <li key={doc.id} className="flex items-center gap-3 rounded-md border border-border px-3 py-2" data-testid="pdf-doc">
          <DocSummary doc={doc} />
          <Button variant="ghost" size="icon" aria-label={t('common:files.remove', { name: doc.name })} onClick={() => onRemove(doc.id)}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
});
