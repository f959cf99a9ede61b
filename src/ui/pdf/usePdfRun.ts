import { startTransition, useCallback, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { isCancelled } from '../../lib/jobs/errors';
import { pdfProblem } from '../../lib/pdfFiles';
import { formatBytes } from '../FileDrop';
import { notifyJobError } from '../jobMessages';
import { notifyError, notifySuccess } from '../notify';
import { useJob, type JobRunContext } from '../useJob';
import type { PdfOutput } from './PdfResult';

export interface PdfRunResult {
  outputs: PdfOutput[];
  summary?: string;
}

/** A failed PDF job's sentence: ours (pdf:errors.*) for what the worker refused on purpose, else the stock job message. */
export function notifyPdfError(err: unknown): void {
  if (isCancelled(err)) return;
  const problem = pdfProblem(err);
  if (!problem) return notifyJobError(err);
  const values = { ...problem.values };
  if (typeof values.smallest === 'number') values.smallest = formatBytes(values.smallest);
  notifyError(i18n.t(`errors.${problem.key}`, { ns: 'pdf', ...values }));
}

/**
 * A PDF tool's one job at a time: its progress shows by id (ToolLayout), its result stays out of the store, and a
 * new run, Clear or leaving the page cancels the one before. A failure keeps the inputs and says why.
 */
export function usePdfRun() {
  const job = useJob('pdf', { watch: false });
  // With the moment its run started: a change to the files drops only a result made before it.
  const [made, setMade] = useState<{ result: PdfRunResult; startedAt: number } | null>(null);

  const run = useCallback(
    async (task: (ctx: JobRunContext) => Promise<PdfRunResult>, doneMessage?: string) => {
      const startedAt = performance.now();
      setMade(null);
      try {
        const next = await job.run(task);
        // In the background: a key typed into the settings meanwhile answers before the result and the page around it.
        startTransition(() => setMade({ result: next, startedAt }));
        if (doneMessage) notifySuccess(doneMessage);
        return next;
      } catch (err) {
        notifyPdfError(err);
        return null;
      }
    },
    [job],
  );

  const reset = useCallback(() => {
    job.cancel();
    setMade(null);
  }, [job]);

  /**
   * Forgets a finished result made from the files as they were before `changedAt` (performance.now(); by default,
   * any): it no longer matches the files on screen. A job still running goes on, and one started after the change
   * keeps its result, even when the page hears of the change only after that result (Load example adds its file,
   * then runs at once: on a busy phone the job could end before the render that showed the file).
   */
  const dropResult = useCallback(
    (changedAt = Number.POSITIVE_INFINITY) => setMade((m) => (m && m.startedAt < changedAt ? null : m)),
    [],
  );

  return { run, reset, dropResult, cancel: job.cancel, jobId: job.jobId, running: job.running, result: made?.result ?? null };
}
