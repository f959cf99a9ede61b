import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeJobs, type StepEvent } from '../../lib/jobs/recipe';
import { isCancelled } from '../../lib/jobs/errors';
import type { OpError, Value } from '@workers/ops/registry';
import { notifyJobError } from '../../ui/jobMessages';
import { notifyError, notifyStock } from '../../ui/notify';
import { useJob } from '../../ui/useJob';
import { LIVE_MAX_CHARS } from './logic';
import { stepsSignature, withoutUid, type StepStatus, type UiStep } from './model';
import { createStatusStore } from './statusStore';

/** The next frame (a timer where there are no frames). */
const frame = (fn: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fn) : setTimeout(fn, 16));

/** A pause in typing before a live run starts. */
export const LIVE_DELAY_MS = 250;

export interface RunView {
  /** The steps and input these results belong to (the page says when they no longer match). */
  signature: string;
  input: string;
  /** The steps of the run, in its order (the worker keeps their outputs by this index). */
  uids: string[];
  running: boolean;
  /** The recipe's result (kept from the previous run while a new one is under way). */
  output: Value | null;
  failed: { uid: string; index: number; error: OpError } | null;
  cancelled: boolean;
}

type Mode = 'live' | 'manual';

/**
 * Runs the recipe in the recipe worker: as the visitor types while the input is small (live),
 * on Run when it is large. One run at a time: a live change during a run waits for it and then
 * runs once with the latest recipe; Run starts over (the job layer stops the one in flight).
 */
export function useRecipeRunner(steps: UiStep[], input: string) {
  const { t, i18n } = useTranslation(['tools/recipe-builder', 'common']);
  // Not watched here: the progress bar (JobProgressById) follows the job by id, so progress never re-renders the page.
  const { run, cancel: cancelJob, jobId } = useJob('recipe', { watch: false });
  const [view, setView] = useState<RunView | null>(null);
  const [statuses] = useState(createStatusStore);
  const latest = useRef({ steps, input });
  const current = useRef(0);
  const busy = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    latest.current = { steps, input };
  }, [steps, input]);

  const execute = useCallback(
    async (mode: Mode): Promise<void> => {
      const { steps: recipe, input: text } = latest.current;
      if (mode === 'live' && busy.current) {
        again.current = true;
        return;
      }
      if (text === '') {
        if (mode === 'manual') notifyStock('enterText');
        return;
      }
      if (recipe.length === 0) {
        if (mode === 'manual') notifyError(t('addStepFirst'));
        return;
      }
      const id = (current.current += 1);
      busy.current = true;
      again.current = false;
      const uids = recipe.map((s) => s.uid);
      const enabled = recipe.filter((s) => s.enabled).length;
      const initial: Record<string, StepStatus> = Object.fromEntries(recipe.map((s) => [s.uid, s.enabled ? { state: 'pending' } : { state: 'skipped' }]));
      statuses.replace(initial);
      setView((prev) => ({
        signature: stepsSignature(recipe),
        input: text,
        uids,
        running: true,
        output: prev?.output ?? null,
        failed: null,
        cancelled: false,
      }));
      // Step events are applied at most once per frame, to the steps' own store: only the cards that changed re-render.
      let pending: Record<string, StepStatus> = {};
      let scheduled = false;
      const flush = () => {
        const batch = pending;
        pending = {};
        if (current.current === id) statuses.patch(batch);
      };
      const update = (uid: string, status: StepStatus) => {
        if (current.current !== id) return;
        pending[uid] = status;
        if (scheduled) return;
        scheduled = true;
        frame(() => {
          scheduled = false;
          flush();
        });
      };
      // The page's own update and sending a large input to the worker are two tasks, not one long one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (current.current !== id) return;
      let completed = 0;
      try {
        const outcome = await run(({ signal, onProgress }) => {
          const onEvent = (e: StepEvent) => {
            const uid = uids[e.index];
            if (!uid) return;
            switch (e.type) {
              case 'start':
                update(uid, { state: 'running', fraction: 0 });
                break;
              case 'progress':
                update(uid, { state: 'running', fraction: e.fraction });
                onProgress((completed + e.fraction) / Math.max(1, enabled));
                break;
              case 'done':
                completed += 1;
                update(uid, { state: 'done', ms: e.ms, size: e.size, kind: e.kind, cached: e.cached });
                onProgress(completed / Math.max(1, enabled));
                break;
              case 'error':
                update(uid, { state: 'error', error: e.error });
                break;
              case 'skipped':
                update(uid, { state: 'skipped' });
                break;
            }
          };
          return recipeJobs.run(recipe.map(withoutUid), text, { signal, locale: i18n.resolvedLanguage, onEvent });
        });
        if (current.current !== id) return;
        flush();
        if (outcome.ok) {
          setView((prev) => (prev ? { ...prev, running: false, output: outcome.output } : prev));
        } else {
          const uid = uids[outcome.index] ?? '';
          // A step stopped by its time limit never reported its own end.
          statuses.patch({ [uid]: { state: 'error', error: outcome.error } });
          setView((prev) => (prev ? { ...prev, running: false, output: null, failed: { uid, index: outcome.index, error: outcome.error } } : prev));
        }
      } catch (err) {
        if (current.current !== id) return;
        flush();
        statuses.replace(
          Object.fromEntries(Object.entries(statuses.all()).map(([uid, st]) => [uid, st.state === 'running' ? ({ state: 'pending' } as const) : st])),
        );
        setView((prev) => (prev ? { ...prev, running: false, output: null, cancelled: true } : prev));
        if (!isCancelled(err)) notifyJobError(err);
      } finally {
        if (current.current === id) {
          busy.current = false;
          if (again.current) {
            again.current = false;
            void execute('live');
          }
        }
      }
    },
    [run, t, i18n.resolvedLanguage, statuses],
  );

  const signature = stepsSignature(steps);
  const live = input !== '' && input.length <= LIVE_MAX_CHARS && steps.length > 0;

  useEffect(() => {
    if (!live) return undefined;
    const timer = window.setTimeout(() => void execute('live'), LIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [live, signature, input, execute]);

  const cancel = useCallback(() => {
    again.current = false;
    cancelJob();
  }, [cancelJob]);

  /** Clear: stops any run and forgets its results. */
  const reset = useCallback(() => {
    again.current = false;
    current.current += 1;
    busy.current = false;
    cancelJob();
    statuses.replace({});
    setView(null);
  }, [cancelJob, statuses]);

  // An emptied input has no result: the last one is not kept on screen as if it were still current.
  useEffect(() => {
    if (input === '') reset();
  }, [input, reset]);

  const stale = view !== null && !view.running && (view.signature !== signature || view.input !== input);
  return { view, statuses, execute, cancel, reset, jobId, live, stale };
}
