import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { zipBlobs } from '../../lib/zip';
import { PDF_ACCEPT } from '../../lib/pdfFiles';
import { Button } from '../Button';
import { FileDrop } from '../FileDrop';
import { ToolLayout } from '../ToolLayout';
import { PdfFileList } from './PdfFileList';
import { PdfResult, type PdfOutput } from './PdfResult';
import type { PdfDocs } from './usePdfDocs';
import type { usePdfRun } from './usePdfRun';

/** No result yet: one array, so the memoised result list sees the same props at every keystroke. */
const NO_OUTPUTS: readonly PdfOutput[] = [];

export interface PdfToolProps {
  toolId: string;
  /** The files it takes: PDFs (the default), or another list (images → PDF draws its own). */
  docs?: PdfDocs;
  multiple?: boolean;
  /** The drop zone's label and filter, when it takes other files than PDFs. */
  drop?: { label: string; hint?: string; accept: string; onFiles: (files: File[]) => void };
  onExample: () => void;
  /** What else Clear empties (settings, page edits); the documents and the result are cleared here. */
  onClear?: () => void;
  clearedMessage?: string;
  /** The button that runs the job: its label is the tool's `action` text, and `busy` while it runs. */
  action: { icon: LucideIcon; onClick: () => void };
  runner: ReturnType<typeof usePdfRun>;
  /** What several outputs download as (one output downloads as itself). */
  zipName: string;
  /** The tool's own settings and views, between the file list and the action. */
  children?: ReactNode;
  /** More about the result, under it (what compression did to each kind of image). */
  afterResult?: ReactNode;
}

/**
 * The page of a PDF tool: drop zone, the files with their pages or errors, the tool's own settings, its action, and
 * the result with Download (one file, or a zip of several). Files never leave the device: every step is a worker's.
 */
export function PdfTool({ toolId, docs, multiple = false, drop, onExample, onClear, clearedMessage, action, runner, zipName, children, afterResult }: PdfToolProps) {
  const { t } = useTranslation([`tools/${toolId}`, 'pdf', 'common']);
  const outputs = runner.result?.outputs ?? NO_OUTPUTS;
  const Icon = action.icon;

  // A file added, replaced or removed: the result made from the files before would download the wrong document.
  const { dropResult } = runner;
  const files = docs?.docs.map((d) => d.id).join() ?? '';
  const changedAt = docs?.changedAt;
  useEffect(() => dropResult(changedAt?.()), [files, dropResult, changedAt]);

  const clear = () => {
    runner.reset();
    docs?.clear();
    onClear?.();
  };

  return (
    <ToolLayout
      toolId={toolId}
      onExample={onExample}
      onClear={clear}
      clearedMessage={clearedMessage ?? t('pdf:cleared')}
      job={{ id: runner.jobId, onCancel: runner.cancel, label: t('progressLabel') }}
      hasResult={outputs.length > 0}
      download={{
        filename: outputs.length === 1 ? outputs[0]!.name : zipName,
        mime: outputs.length === 1 ? outputs[0]!.blob.type : 'application/zip',
        content: async () => (outputs.length === 0 ? null : outputs.length === 1 ? outputs[0]!.blob : zipBlobs(outputs)),
        emptyMessage: t('pdf:runFirst'),
      }}
    >
      <FileDrop
        accept={drop?.accept ?? PDF_ACCEPT}
        multiple={multiple}
        label={drop?.label ?? t(multiple ? 'pdf:dropMany' : 'pdf:dropOne')}
        hint={drop?.hint ?? t('pdf:dropHint')}
        onFiles={drop?.onFiles ?? ((files) => docs?.add(files))}
      />
      {docs && <PdfFileList docs={docs.docs} onRemove={docs.remove} />}

      {children}

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={action.onClick} disabled={runner.running}>
          <Icon className="h-4 w-4" aria-hidden="true" /> {t(runner.running ? 'busy' : 'action')}
        </Button>
      </div>

      <PdfResult outputs={outputs} summary={runner.result?.summary} />
      {outputs.length > 0 && afterResult}
    </ToolLayout>
  );
}
