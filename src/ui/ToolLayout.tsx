import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Download, Eraser, Lightbulb, SendHorizontal } from 'lucide-react';
import { useRouteContentLive } from '../lib/appLive';
import { downloadFile } from '../lib/download';
import { afterPaint } from '../lib/nextTask';
import { dropHandoffUnless } from '../lib/handoff';
import { AdSlot } from './AdSlot';
import { Button } from './Button';
import { Card } from './Card';
import { ToolAbout } from './ToolAbout';
import { ToolHeader } from './ToolHeader';
import { JobProgress, JobProgressById } from './JobProgress';
import { copyWithNotice, notifyError, notifyStock, notifySuccess } from './notify';
import type { JobState } from '../store/jobs';
import { ToolContext, type ToolPageContext } from './toolContext';

const SendToDialog = lazy(() => import('./dialog/SendToDialog'));

// The action row's icons, made once: a keystroke re-renders the tool and this layout with it, and an icon element
// that is the same object is not drawn again (lucide builds each icon's SVG children anew at every render).
const EXAMPLE_ICON = <Lightbulb className="h-4 w-4" aria-hidden="true" />;
const CLEAR_ICON = <Eraser className="h-4 w-4" aria-hidden="true" />;
const COPY_ICON = <ClipboardCopy className="h-4 w-4" aria-hidden="true" />;
const DOWNLOAD_ICON = <Download className="h-4 w-4" aria-hidden="true" />;
const SEND_ICON = <SendHorizontal className="h-4 w-4" aria-hidden="true" />;

export interface DownloadSpec {
  filename: string;
  mime?: string;
  /** Returns the file content, or '' / null when there is nothing to save yet (may be prepared asynchronously). */
  content: () => string | Blob | null | Promise<string | Blob | null>;
  /** Shown when content() is empty; defaults to "Please enter some text first". */
  emptyMessage?: string;
}

export interface ToolLayoutProps {
  toolId: string;
  children: ReactNode;
  onExample?: () => void;
  onClear?: () => void;
  /** Toast after Clear; defaults to the stock "Text cleared". */
  clearedMessage?: string;
  /** Returns the text to copy ('' means nothing to copy yet); may be prepared asynchronously. */
  copyValue?: () => string | Promise<string>;
  download?: DownloadSpec;
  /**
   * A running worker job: ToolLayout shows its progress and a Cancel button after 300 ms. Given by `id`, the bar
   * follows the job itself and the tool need not re-render on each progress step.
   */
  job?: ({ state: JobState | null } | { id: string | null }) & { onCancel: () => void; label?: string };
  /**
   * Whether there is a result to copy or download right now. `false` disables Copy and Download, with a hint saying
   * why, until there is one; leave it out when the page always shows a result.
   */
  hasResult?: boolean;
}

/** Every tool page renders through this: header, body, stock actions, info sections, related tools. */
export function ToolLayout({ toolId, children, onExample, onClear, clearedMessage, copyValue, download, job, hasResult }: ToolLayoutProps) {
  const { t } = useTranslation(['common', 'catalog', `tools/${toolId}`]);
  const noResultHintId = useId();
  const waiting = hasResult === false && !!(copyValue || download);
  const resultAction = waiting ? { disabled: true, 'aria-describedby': noResultHintId } : {};
  useRouteContentLive();
  // One object for the page's life: the shared fields write the main input into it (src/ui/useToolInput.ts).
  const [page] = useState<ToolPageContext>(() => ({ toolId, mainInput: { owner: null, value: '' } }));
  const [sendOpen, setSendOpen] = useState(false);
  const [sendUsed, setSendUsed] = useState(false);
  const sendText = useRef('');
  const sendButton = useRef<HTMLButtonElement>(null);

  // A text "Send to…" meant for another tool does not wait for it here.
  useEffect(() => dropHandoffUnless(toolId), [toolId]);

  /** "Send to…" sends what Copy would copy: every tool whose result is text has it, none repeats it. */
  const handleSend = async () => {
    const value = (await copyValue?.()) ?? '';
    if (!value) {
      notifyStock('enterText');
      return;
    }
    sendText.current = value;
    setSendUsed(true);
    setSendOpen(true);
  };

  const handleCopy = async () => {
    const value = (await copyValue?.()) ?? '';
    if (!value) {
      notifyStock('enterText');
      return;
    }
    await copyWithNotice(value);
  };

  // Load example and Clear re-render the whole tool (both fields, the result, its editors): after the tap's own frame
  // (a transition started in the tap itself was rendered before that frame on a slow phone: the browser had no frame
  // due between the tap and React's slices), and as a transition, in slices a next tap can cut in. Their toast waits
  // for that render to be on screen: raised at once, its own render (sonner) ran between the slices and put the
  // example off by a frame or two.
  const [doneToast, setDoneToast] = useState<{ show: () => void } | null>(null);
  useEffect(() => doneToast?.show(), [doneToast]);
  const inTransition = (run: () => void, show: () => void) =>
    void afterPaint().then(() => startTransition(() => { run(); setDoneToast({ show }); }));

  const handleDownload = async () => {
    if (!download) return;
    const content = await download.content();
    if (!content) {
      notifyError(download.emptyMessage ?? t('common:messages.enterText'));
      return;
    }
    downloadFile(content, download.filename, download.mime);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdSlot position="top" pageKind="tool" />
      <ToolHeader toolId={toolId} />

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <ToolContext.Provider value={page}>{children}</ToolContext.Provider>
        {job &&
          ('id' in job ? (
            <JobProgressById jobId={job.id} onCancel={job.onCancel} label={job.label} />
          ) : (
            <JobProgress job={job.state} onCancel={job.onCancel} label={job.label} />
          ))}
        <div className="flex flex-wrap gap-2 border-t border-border pt-4" role="group" aria-label={t('common:tool.actions')}>
          {onExample && (
            <Button variant="outline" size="sm" onClick={() => inTransition(onExample, () => notifyStock('exampleLoaded'))}>
              {EXAMPLE_ICON} {t('common:tool.loadExample')}
            </Button>
          )}
          {onClear && (
            <Button variant="outline" size="sm" onClick={() => inTransition(onClear, () => (clearedMessage ? notifySuccess(clearedMessage) : notifyStock('cleared')))}>
              {CLEAR_ICON} {t('common:tool.clear')}
            </Button>
          )}
          {copyValue && (
            <Button variant="outline" size="sm" onClick={() => void handleCopy()} {...resultAction}>
              {COPY_ICON} {t('common:tool.copy')}
            </Button>
          )}
          {download && (
            <Button variant="outline" size="sm" onClick={() => void handleDownload()} {...resultAction}>
              {DOWNLOAD_ICON} {t('common:tool.download')}
            </Button>
          )}
          {copyValue && (
            <Button ref={sendButton} variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={sendOpen} onClick={() => void handleSend()} {...resultAction}>
              {SEND_ICON} {t('common:sendTo.button')}
            </Button>
          )}
          {waiting && (
            <p id={noResultHintId} className="basis-full text-xs text-muted-foreground" data-testid="no-result-hint">
              {t('common:tool.noResultYet')}
            </p>
          )}
        </div>
        {sendUsed && (
          <Suspense fallback={null}>
            <SendToDialog open={sendOpen} onOpenChange={setSendOpen} opener={sendButton} fromTool={toolId}
              text={() => sendText.current} input={() => page.mainInput.value} />
          </Suspense>
        )}
      </Card>

      <ToolAbout toolId={toolId} />
      <AdSlot position="bottom" pageKind="tool" />
    </div>
  );
}
