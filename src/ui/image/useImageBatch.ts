import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { consumeLaunchedFiles } from '../../lib/launchFiles';
import { SHARED_FILES_PARAM, takeSharedFiles } from '../../lib/shareInbox';
import { heifSize, imageJobProblem, isHeifName, validateImageFile, withImageType, type ImageFileProblem } from '../../lib/imageFiles';
import { frameThrottle } from '../../lib/frameThrottle';
import { JobError, isCancelled } from '../../lib/jobs/errors';
import { imageJobs, type ImageOutput, type ProgressHint, type Size } from '../../lib/jobs/image';
import { estimatedProgress } from '../../lib/progressEstimate';
import { createProgressStore } from '../../lib/progressStore';
import { jobErrorMessage, notifyJobError } from '../jobMessages';
import { notifyError, notifySuccess } from '../notify';
import { useJob, type JobRunContext } from '../useJob';

export type ImageItemStatus = 'invalid' | 'ready' | 'queued' | 'working' | 'done' | 'error';

export interface ImageItem {
  id: string;
  file: File;
  /** Set when the file failed validation: it is listed, never processed. */
  problem: ImageFileProblem | null;
  status: ImageItemStatus;
  result: ImageOutput | null;
  error: string | null;
  /** Upright size, read from the preview once it has loaded (from a HEIF's container, which few browsers preview). */
  natural: Size | null;
  /** The browser could not show the original (HEIC outside Safari): no preview, no before/after compare. */
  noPreview: boolean;
}

/** How the last batch ended, and how many files it finished. */
export interface BatchOutcome {
  kind: 'done' | 'cancelled';
  ok: number;
}

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
  /** The tool's namespace: its `doneToast` (with the count) ends a batch that made results. */
  ns: string;
  /** A tool's own sentence for a failure it knows (e.g. an unreachable size target); null falls back to the shared ones. */
  describeError?: (err: unknown) => string | null;
}

/** What useImageBatch gives a tool and ImageBatchTool. */
export type ImageBatch = ReturnType<typeof useImageBatch>;

export function useImageBatch({ ns, describeError }: ImageBatchOptions) {
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
          noPreview: false,
        };
      });
      // One toast per kind of problem; each file shows its own reason in the list.
      for (const p of problems) notifyError(t(`files.${p}`));
      return list;
    },
    [t],
  );

  const setNatural = useCallback(
    (id: string, size: Size) =>
      commit((prev) =>
        prev.map((i) => (i.id === id && (i.natural?.width !== size.width || i.natural?.height !== size.height) ? { ...i, natural: size } : i)),
      ),
    [commit],
  );

  const setNoPreview = useCallback(
    (id: string) => commit((prev) => prev.map((i) => (i.id === id && !i.noPreview ? { ...i, noPreview: true } : i))),
    [commit],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = toItems(files);
      commit((prev) => [...prev, ...added]);
      // A HEIF's size is in its container: the resizer's linked sides need it before the image is converted.
      for (const item of added) {
        if (item.problem || !isHeifName(item.file)) continue;
        void heifSize(item.file).then((size) => size && setNatural(item.id, size));
      }
    },
    [commit, toItems, setNatural],
  );

  // Images the installed site was opened with ("Open with", file_handlers) or shared to it from the gallery (the
  // service worker kept them and sent the page here with ?shared=files): they join the list as if dropped.
  useEffect(() => {
    consumeLaunchedFiles(addFiles);
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SHARED_FILES_PARAM)) return;
    url.searchParams.delete(SHARED_FILES_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void takeSharedFiles().then((files) => {
      if (files.length === 0) return;
      addFiles(files);
      notifySuccess(t('share.receivedImages', { count: files.length }));
    });
  }, [addFiles, t]);

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
   * The tool's run button. With no valid file, a toast asks for one; else `prepare` reads the tool's settings and
   * gives the work for each file, or what is wrong with them (a toast, and nothing runs). Then `work` runs on every
   * valid file, as many at once as the pool has workers. A file that fails is marked and the batch goes on; Cancel
   * stops the batch, keeps every file and every finished result. A batch that made results ends with the tool's
   * `doneToast`.
   */
  const start = useCallback(
    async (prepare: () => ImageWork | string) => {
      const targets = itemsRef.current.filter((i) => i.status !== 'invalid');
      if (!targets.length) {
        notifyError(t('files.uploadFirst'));
        return;
      }
      const work = prepare();
      if (typeof work === 'string') {
        notifyError(work);
        return;
      }
      const batch = (batchRef.current += 1);
      const ids = new Set(targets.map((i) => i.id));
      const patch = (id: string, change: Partial<ImageItem>) => {
        if (batchRef.current === batch) commit((prev) => prev.map((i) => (i.id === id ? { ...i, ...change } : i)));
      };
      commit((prev) => prev.map((i) => (ids.has(i.id) ? { ...i, status: 'queued', error: null } : i)));
      setOutcome(null);
      let ok = 0;
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
        if (batchRef.current !== batch) return;
        commit((prev) =>
          prev.map((i) =>
            ids.has(i.id) && (i.status === 'queued' || i.status === 'working')
              ? { ...i, status: i.result ? 'done' : 'ready' }
              : i,
          ),
        );
        if (isCancelled(err)) setOutcome({ kind: 'cancelled', ok });
        else notifyJobError(err);
        return;
      }
      if (batchRef.current !== batch) return;
      setOutcome({ kind: 'done', ok });
      if (ok > 0) notifySuccess(t('doneToast', { ns, count: ok }));
    },
    [commit, describe, ns, progress, run, t],
  );

  /**
   * "Load example": stops a running batch first (the sample is drawn by the same worker), then stops any batch begun
   * meanwhile and lists the generated sample as the only file; `apply` sets the tool's example settings and runs
   * them. A failure is a toast.
   */
  const loadExample = (name: string, size: Size, apply: () => Promise<unknown>) => {
    cancel();
    void (async () => {
      try {
        const blob = await imageJobs.sample(size.width, size.height);
        batchRef.current += 1;
        cancel();
        const next = toItems([new File([blob], name, { type: blob.type || 'image/png' })]);
        commit(() => next);
        setOutcome(null);
        await apply();
      } catch (err) {
        notifyJobError(err);
      }
    })();
  };

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
        const { zipBlobs } = await import('../../lib/zip');
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
    addFiles,
    remove,
    clear,
    setNatural,
    setNoPreview,
    start,
    loadExample,
    /** A file's progress while it is being processed (0..1), for its bar to subscribe to (stable, as the store). */
    progressOf: progress.source,
    downloadResults,
    outcome,
    jobId,
    cancel,
    running,
  };
}
