import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download';
import { imageJobProblem, validateImageFile, withImageType, type ImageFileProblem } from '../lib/imageFiles';
import { frameThrottle } from '../lib/frameThrottle';
import { JobError, isCancelled } from '../lib/jobs/errors';
import { imageJobs, type ImageOutput, type ProgressHint, type Size } from '../lib/jobs/image';
import { estimatedProgress } from '../lib/progressEstimate';
import { createProgressStore, type ProgressSource } from '../lib/progressStore';
import { jobErrorMessage, notifyJobError } from './jobMessages';
import { notifyError } from './notify';
import { useJob, type JobRunContext } from './useJob';

export type ImageItemStatus = 'invalid' | 'ready' | 'queued' | 'working' | 'done' | 'error';

export interface ImageItem {
  id: string;
  file: File;
  /** Set when the file failed validation: it is listed, never processed. */
  problem: ImageFileProblem | null;
  status: ImageItemStatus;
  result: ImageOutput | null;
  error: string | null;
  /** Upright size, read from the preview once it has loaded. */
  natural: Size | null;
}

export type BatchOutcome = { kind: 'done'; ok: number; failed: number } | { kind: 'cancelled'; ok: number };

export interface ImageWorkContext extends Pick<JobRunContext, 'signal'> {
  onProgress: (fraction: number, hint?: ProgressHint) => void;
}

export type ImageWork = (item: ImageItem, ctx: ImageWorkContext) => Promise<ImageOutput>;

/** How often a file's bar moves on its own during one long encode (the worker is silent then). */
const ESTIMATE_TICK_MS = 200;

/**
 * A file's progress reporter: real reports from the worker, and between them, during a blocking encode the worker
 * announced with a time estimate, a bar that keeps moving (estimatedProgress). `stop` ends the ticking.
 */
function fileProgressReporter(report: (p: number) => void) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onProgress = (fraction: number, hint?: ProgressHint) => {
    stop();
    report(fraction);
    if (!hint) return;
    const started = performance.now();
    timer = setInterval(() => report(estimatedProgress(fraction, hint.to, performance.now() - started, hint.ms)), ESTIMATE_TICK_MS);
  };
  return { onProgress, stop };
}

let seq = 0;
const nextId = () => `img-${Date.now().toString(36)}-${(seq += 1)}`;

/**
 * The shared engine of the image tools: a list of files (validated on entry),
 * one batch at a time spread over the pool of image workers (as many files at
 * once as there are workers), per-file progress and results, cancel that keeps
 * files and finished results, and downloads.
 */
export interface ImageBatchOptions {
  /** A tool's own sentence for a failure it knows (e.g. an unreachable size target); null falls back to the shared ones. */
  describeError?: (err: unknown) => string | null;
}

export function useImageBatch({ describeError }: ImageBatchOptions = {}) {
  const { t } = useTranslation('common');
  // The tool is not re-rendered by progress: the overall bar follows the job by id, each file's bar its own source.
  const { run, cancel, jobId, running } = useJob('image', { watch: false });
  const [progress] = useState(createProgressStore);
  const [items, setItems] = useState<ImageItem[]>([]);
  // The ref is the source of truth so a batch started right after adding files sees them.
  const itemsRef = useRef<ImageItem[]>([]);
  const batchRef = useRef(0);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);

  const commit = useCallback((update: (prev: ImageItem[]) => ImageItem[]) => {
    itemsRef.current = update(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const toItems = useCallback(
    (files: File[]): ImageItem[] => {
      const problems = new Set<ImageFileProblem>();
      const list = files.map((raw): ImageItem => {
        const problem = validateImageFile(raw);
        if (problem) problems.add(problem);
        return {
          id: nextId(),
          file: problem ? raw : withImageType(raw),
          problem,
          status: problem ? 'invalid' : 'ready',
          result: null,
          error: problem ? t(`files.${problem}`) : null,
          natural: null,
        };
      });
      // One toast per kind of problem; each file shows its own reason in the list.
      for (const p of problems) notifyError(t(`files.${p}`));
      return list;
    },
    [t],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = toItems(files);
      commit((prev) => [...prev, ...added]);
      return added;
    },
    [commit, toItems],
  );

  /** Stops any batch and replaces the list (used by "Load example"). */
  const replaceFiles = useCallback(
    (files: File[]) => {
      batchRef.current += 1;
      cancel();
      const next = toItems(files);
      commit(() => next);
      setOutcome(null);
      return next;
    },
    [cancel, commit, toItems],
  );

  const remove = useCallback(
    (id: string) => {
      commit((prev) => prev.filter((i) => i.id !== id));
      progress.drop(id);
    },
    [commit, progress],
  );

  const clear = useCallback(() => {
    batchRef.current += 1;
    cancel();
    commit(() => []);
    progress.reset();
    setOutcome(null);
  }, [cancel, commit, progress]);

  /** A file's progress while it is being processed (0..1), for its bar to subscribe to. */
  const progressOf = useCallback((id: string): ProgressSource => progress.source(id), [progress]);

  const setNatural = useCallback(
    (id: string, size: Size) =>
      commit((prev) =>
        prev.map((i) => (i.id === id && (i.natural?.width !== size.width || i.natural?.height !== size.height) ? { ...i, natural: size } : i)),
      ),
    [commit],
  );

  const describe = useCallback(
    (err: unknown) => {
      const own = describeError?.(err);
      if (own) return own;
      const problem = imageJobProblem(err);
      return problem ? t(`files.${problem}`) : jobErrorMessage(err);
    },
    [describeError, t],
  );

  /**
   * Runs `work` on every valid file, as many at once as the pool has workers. A
   * file that fails is marked and the batch goes on; Cancel stops the batch,
   * keeps every file and every finished result. Resolves to null when there was
   * nothing to do or the batch was superseded.
   */
  const process = useCallback(
    async (work: ImageWork): Promise<BatchOutcome | null> => {
      const targets = itemsRef.current.filter((i) => i.status !== 'invalid');
      if (!targets.length) {
        notifyError(t('files.uploadFirst'));
        return null;
      }
      const batch = (batchRef.current += 1);
      const ids = new Set(targets.map((i) => i.id));
      const patch = (id: string, change: Partial<ImageItem>) => {
        if (batchRef.current === batch) commit((prev) => prev.map((i) => (i.id === id ? { ...i, ...change } : i)));
      };
      commit((prev) => prev.map((i) => (ids.has(i.id) ? { ...i, status: 'queued', error: null } : i)));
      setOutcome(null);
      let ok = 0;
      let failed = 0;
      const reporters = new Set<{ stop(): void }>();
      try {
        await run(async ({ signal, onProgress }) => {
          const shares = new Array<number>(targets.length).fill(0);
          const overall = () => onProgress(shares.reduce((a, b) => a + b, 0) / targets.length);
          let next = 0;
          const lane = async () => {
            while (next < targets.length) {
              if (signal.aborted) throw new JobError('cancelled');
              const index = next;
              next += 1;
              const item = itemsRef.current.find((i) => i.id === targets[index]!.id);
              if (!item) continue; // removed while waiting
              progress.set(item.id, 0);
              patch(item.id, { status: 'working' });
              const fileProgress = frameThrottle((p) => {
                if (batchRef.current === batch && itemsRef.current.find((i) => i.id === item.id)?.status === 'working') progress.set(item.id, p);
              });
              const reporter = fileProgressReporter((p) => {
                fileProgress(p);
                shares[index] = p;
                overall();
              });
              reporters.add(reporter);
              try {
                const result = await work(item, { signal, onProgress: reporter.onProgress });
                shares[index] = 1;
                patch(item.id, { status: 'done', result });
                ok += 1;
              } catch (err) {
                if (isCancelled(err)) throw err;
                const message = describe(err);
                patch(item.id, { status: 'error', error: message });
                notifyError(message);
                failed += 1;
              } finally {
                reporter.stop();
                reporters.delete(reporter);
              }
            }
          };
          const lanes = Math.max(1, Math.min(targets.length, imageJobs.concurrency()));
          // allSettled, then rethrow: a cancelled lane must not leave the others' results unrecorded.
          const settled = await Promise.allSettled(Array.from({ length: lanes }, lane));
          const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (failure) throw failure.reason;
        });
      } catch (err) {
        for (const r of reporters) r.stop();
        if (batchRef.current !== batch) return null;
        commit((prev) =>
          prev.map((i) =>
            ids.has(i.id) && (i.status === 'queued' || i.status === 'working')
              ? { ...i, status: i.result ? 'done' : 'ready' }
              : i,
          ),
        );
        if (isCancelled(err)) {
          const result: BatchOutcome = { kind: 'cancelled', ok };
          setOutcome(result);
          return result;
        }
        notifyJobError(err);
        return null;
      }
      if (batchRef.current !== batch) return null;
      const result: BatchOutcome = { kind: 'done', ok, failed };
      setOutcome(result);
      return result;
    },
    [commit, describe, progress, run, t],
  );

  const hasValidFiles = useCallback(() => itemsRef.current.some((i) => i.status !== 'invalid'), []);

  const results = items.filter((i): i is ImageItem & { result: ImageOutput } => i.result !== null);

  /** One result: that file. Several: one zip. None: `emptyMessage`. */
  const downloadResults = useCallback(
    async (nameFor: (item: ImageItem & { result: ImageOutput }) => string, zipName: string, emptyMessage: string) => {
      const done = itemsRef.current.filter((i): i is ImageItem & { result: ImageOutput } => i.result !== null);
      const [first] = done;
      if (!first) {
        notifyError(emptyMessage);
        return;
      }
      if (done.length === 1) {
        downloadFile(first.result.blob, nameFor(first));
        return;
      }
      try {
        // fflate builds its tables when its module is evaluated: only when a zip is asked for, not on page load.
        const { zipBlobs } = await import('../lib/zip');
        const zip = await zipBlobs(done.map((i) => ({ name: nameFor(i), blob: i.result.blob })));
        downloadFile(zip, zipName);
      } catch {
        notifyError(t('files.readFailed'));
      }
    },
    [t],
  );

  return {
    items,
    results,
    hasValidFiles,
    addFiles,
    replaceFiles,
    remove,
    clear,
    setNatural,
    process,
    progressOf,
    downloadResults,
    outcome,
    jobId,
    cancel,
    running,
  };
}
