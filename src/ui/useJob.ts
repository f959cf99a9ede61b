import { useCallback, useEffect, useRef, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../store';
import { runJob, type JobContext, type JobKind, type JobState } from '../store/jobs';

export interface JobRunContext extends JobContext {
  signal: AbortSignal;
}

/**
 * Runs one job at a time for a component: each run gets an AbortSignal,
 * `cancel` aborts it (the client terminates the worker), and leaving the page
 * cancels whatever is still running. With `watch: false` the caller is not re-rendered by the job's
 * progress: a child shows it by `jobId` (a page whose own render is not cheap).
 */
export function useJob(kind: JobKind, { watch = true }: { watch?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const [jobId, setJobId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const job = useAppSelector((s): JobState | null => (watch && jobId ? s.jobs[jobId] ?? null : null));
  // A string, not the job: progress does not re-render an unwatched caller.
  const status = useAppSelector((s) => (jobId ? s.jobs[jobId]?.status ?? null : null));

  const run = useCallback(
    <R,>(task: (ctx: JobRunContext) => Promise<R>): Promise<R> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const id = nanoid();
      setJobId(id);
      return dispatch(runJob({ kind, id, task: (ctx) => task({ ...ctx, signal: abort.signal }) }));
    },
    [dispatch, kind],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  useEffect(() => () => controller.current?.abort(), []);

  return { run, cancel, job, jobId, running: status === 'running' };
}
