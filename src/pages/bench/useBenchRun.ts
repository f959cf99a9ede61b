import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isCancelled } from '../../lib/jobs/errors';
import { createProgressStore, type ProgressSource } from '../../lib/progressStore';
import { runSuite } from '../../lib/deviceBench/run';
import { makeResult, roundMs, type BenchResult } from '../../lib/deviceBench/results';
import { BENCH_ROWS, type BenchMode } from '../../lib/deviceBench/suite';
import type { RowStatus } from './BenchChart';

/** One run as the page shows it: a handful of small values, re-rendered about twice per row (never per progress report). */
export interface RunState {
  mode: BenchMode;
  phase: 'running' | 'done' | 'cancelled';
  /** The row going now (while running). */
  current: number;
  status: RowStatus[];
  ms: (number | null)[];
  /** The finished run (null while running, when cancelled, or when no row could run). */
  result: BenchResult | null;
}

const PROGRESS_ID = 'suite';

/**
 * Starts and cancels the suite (src/lib/deviceBench/run.ts). Overall progress lives in a progress store, so only the
 * bar re-renders as the workers report. Leaving the page cancels a run (its workers are terminated).
 */
export function useBenchRun(onFinished: (result: BenchResult) => void): {
  run: RunState | null;
  progress: ProgressSource;
  start: (mode: BenchMode) => void;
  cancel: () => void;
  /** Forgets a finished or cancelled run (the chart then shows a stored result); ignored while one runs. */
  dismiss: () => void;
} {
  const [run, setRun] = useState<RunState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const store = useMemo(() => createProgressStore(), []);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((mode: BenchMode) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const total = BENCH_ROWS.length;
    const patch = (fn: (r: RunState) => RunState) => setRun((r) => (r && !abort.signal.aborted ? fn(r) : r));
    const setStatus = (r: RunState, index: number, s: RowStatus) => r.status.map((old, i) => (i === index ? s : old));
    let row = 0;
    store.set(PROGRESS_ID, 0);
    setRun({ mode, phase: 'running', current: 0, status: BENCH_ROWS.map(() => 'waiting'), ms: BENCH_ROWS.map(() => null), result: null });

    void runSuite(mode, abort.signal, {
      onRow(index, phase) {
        row = index;
        store.set(PROGRESS_ID, index / total);
        patch((r) => ({ ...r, current: index, status: setStatus(r, index, phase) }));
      },
      onProgress(fraction) {
        store.set(PROGRESS_ID, (row + fraction) / total);
      },
      onRowDone(index, ms) {
        // As the stored and shared result keeps it: the chart shows the same figure after a reload.
        const kept = roundMs(ms);
        patch((r) => ({ ...r, status: setStatus(r, index, 'done'), ms: r.ms.map((old, i) => (i === index ? kept : old)) }));
      },
      onRowFailed(index, reason) {
        patch((r) => ({ ...r, status: setStatus(r, index, { failed: reason }) }));
      },
    }).then(
      (times) => {
        controller.current = null;
        store.set(PROGRESS_ID, 1);
        const result = times.some((t) => t !== null) ? makeResult(mode, times, Date.now(), navigator.hardwareConcurrency ?? null) : null;
        setRun((r) => (r ? { ...r, phase: 'done', result } : r));
        if (result) finished.current(result);
      },
      (err: unknown) => {
        controller.current = null;
        if (!isCancelled(err)) console.warn('the benchmark stopped', err);
        // The rows that finished stay; the one running and those after it did not run.
        setRun((r) => (r ? { ...r, phase: 'cancelled', status: r.status.map((s) => (s === 'done' || typeof s === 'object' ? s : 'skipped')) } : r));
      },
    );
  }, [store]);

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  const dismiss = useCallback(() => {
    if (!controller.current) setRun(null);
  }, []);

  return { run, progress: store.source(PROGRESS_ID), start, cancel, dismiss };
}
