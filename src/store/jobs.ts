import { createSlice, nanoid, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { frameThrottle } from '../lib/frameThrottle';
import { toJobError, type JobErrorCode } from '../lib/jobs/errors';

export type JobKind = 'hash' | 'image' | 'pdf' | 'text' | 'data' | 'code' | 'regex' | 'recipe';
export type JobStatus = 'running' | 'done' | 'error' | 'cancelled';

/** Small and serialisable: status only. Results go back to the component, never into the store. */
export interface JobState {
  id: string;
  kind: JobKind;
  status: JobStatus;
  progress: number;
  startedAt: number;
  finishedAt: number | null;
  error: { code: JobErrorCode; message: string } | null;
}

export type JobsState = Record<string, JobState>;

/** Finished jobs kept for display; older ones are dropped so the store stays small. */
const MAX_FINISHED = 50;

const jobsSlice = createSlice({
  name: 'jobs',
  initialState: {} as JobsState,
  reducers: {
    jobStarted(state, action: PayloadAction<{ id: string; kind: JobKind; startedAt: number }>) {
      const { id, kind, startedAt } = action.payload;
      state[id] = { id, kind, status: 'running', progress: 0, startedAt, finishedAt: null, error: null };
      const finished = Object.values(state).filter((j) => j.status !== 'running');
      if (finished.length > MAX_FINISHED) {
        finished.sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0));
        for (const j of finished.slice(0, finished.length - MAX_FINISHED)) delete state[j.id];
      }
    },
    jobProgress(state, action: PayloadAction<{ id: string; progress: number }>) {
      const job = state[action.payload.id];
      if (job && job.status === 'running') job.progress = Math.max(0, Math.min(1, action.payload.progress));
    },
    jobFinished(state, action: PayloadAction<{ id: string; finishedAt: number }>) {
      const job = state[action.payload.id];
      if (!job) return;
      job.status = 'done';
      job.progress = 1;
      job.finishedAt = action.payload.finishedAt;
    },
    jobFailed(state, action: PayloadAction<{ id: string; finishedAt: number; code: JobErrorCode; message: string }>) {
      const job = state[action.payload.id];
      if (!job) return;
      const { code, message, finishedAt } = action.payload;
      job.status = code === 'cancelled' ? 'cancelled' : 'error';
      job.finishedAt = finishedAt;
      job.error = code === 'cancelled' ? null : { code, message };
    },
    jobRemoved(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const { jobStarted, jobProgress, jobFinished, jobFailed, jobRemoved } = jobsSlice.actions;
export default jobsSlice.reducer;

export interface JobContext {
  onProgress: (fraction: number) => void;
}

export interface RunJobSpec<R> {
  kind: JobKind;
  id?: string;
  /** Calls the job client (src/lib/jobs); receives a frame-throttled progress reporter. */
  task: (ctx: JobContext) => Promise<R>;
}

type Thunk<R> = ThunkAction<Promise<R>, { jobs: JobsState }, unknown, UnknownAction>;

/**
 * Every job leaves a User Timing measure, `toolbox:<kind>` from its start to its result on the main thread, so the
 * Performance panel, traces and a PerformanceObserver (the bench) see where each one began and ended.
 */
function measureJob(kind: JobKind, id: string, start: number, outcome: string): void {
  try {
    performance.measure(`toolbox:${kind}`, { start, detail: { id, outcome } });
  } catch {
    // No User Timing (an old engine): nothing to record.
  }
}

/**
 * The one way the UI starts heavy work: records status and progress in the
 * store and returns the result to the caller. Rejects with a JobError.
 */
export function runJob<R>({ kind, id = nanoid(), task }: RunJobSpec<R>): Thunk<R> {
  return async (dispatch) => {
    dispatch(jobStarted({ id, kind, startedAt: Date.now() }));
    const started = performance.now();
    // Into the store once a frame at most, and only when the percent shown changes: each dispatch runs every
    // reducer and selector of the page, 10-16 ms a frame on a 4×-slowed phone that a keystroke then shared.
    let percent = -1;
    const onProgress = frameThrottle((progress) => {
      const next = Math.round(progress * 100);
      if (next === percent) return;
      percent = next;
      dispatch(jobProgress({ id, progress }));
    });
    try {
      const result = await task({ onProgress });
      measureJob(kind, id, started, 'done');
      dispatch(jobFinished({ id, finishedAt: Date.now() }));
      return result;
    } catch (err) {
      const error = toJobError(err);
      measureJob(kind, id, started, error.code);
      dispatch(jobFailed({ id, finishedAt: Date.now(), code: error.code, message: error.message }));
      throw error;
    }
  };
}
