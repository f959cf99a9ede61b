import { useCallback, useState } from 'react';
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
  const [result, setResult] = useState<PdfRunResult | null>(null);

  const run = useCallback(
    async (task: (ctx: JobRunContext) => Promise<PdfRunResult>, doneMessage?: string) => {
      setResult(null);
      try {
        const next = await job.run(task);
        setResult(next);
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
    setResult(null);
  }, [job]);

  /** Forgets a finished result that no longer matches the files on screen (a job still running goes on). */
  const dropResult = useCallback(() => setResult(null), []);

  return { run, reset, dropResult, cancel: job.cancel, jobId: job.jobId, running: job.running, result };
}
