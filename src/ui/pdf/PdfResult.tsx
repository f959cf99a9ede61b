import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { downloadFile } from '../../lib/download';
import { Button } from '../Button';
import { formatBytes } from '../FileDrop';

export interface PdfOutput {
  name: string;
  blob: Blob;
  /** A line about this file (its pages, its saving), already translated. */
  note?: string;
}

export interface PdfResultProps {
  outputs: readonly PdfOutput[];
  /** A sentence about the whole result, already translated. */
  summary?: string;
}

/** A PDF tool's result: a summary and each output file with its size and its own download. */
/** Memoised: a keystroke in a tool's settings re-renders the page, not its result. */
export const PdfResult = memo(function PdfResult({ outputs, summary }: PdfResultProps) {
  const { t } = useTranslation(['pdf', 'common']);
  if (outputs.length === 0) return null;
  return (
    <section className="flex flex-col gap-2 rounded-md border border-border bg-muted/30 p-3" aria-label={t('result')} data-testid="pdf-result">
      {summary && (
        <p className="text-sm font-medium" data-testid="pdf-summary">
          {summary}
        </p>
      )}
      <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
        {outputs.map((out) => (
          <li key={out.name} className="flex items-center gap-2 text-sm" data-testid="pdf-output">
            <span className="min-w-0 flex-1 break-all">{out.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {out.note ? `${out.note} · ` : ''}
              {formatBytes(out.blob.size)}
            </span>
            <Button variant="ghost" size="icon" aria-label={t('downloadOne', { name: out.name })} onClick={() => downloadFile(out.blob, out.name, out.blob.type)}>
              <Download className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
