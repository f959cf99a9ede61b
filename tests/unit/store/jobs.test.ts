import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import reducer, { jobFailed, jobFinished, jobProgress, jobStarted, runJob } from '@src/store/jobs';
import { JobError } from '@src/lib/jobs/errors';

const start = (id: string, at = 1) => jobStarted({ id, kind: 'hash', startedAt: at });

describe('jobs slice', () => {
  it('tracks a job from start to done', () => {
    let s = reducer(undefined, start('a'));
    expect(s.a).toMatchObject({ status: 'running', progress: 0, finishedAt: null, error: null });
    s = reducer(s, jobProgress({ id: 'a', progress: 0.4 }));
    expect(s.a!.progress).toBe(0.4);
    s = reducer(s, jobProgress({ id: 'a', progress: 7 }));
    expect(s.a!.progress).toBe(1);
    s = reducer(s, jobFinished({ id: 'a', finishedAt: 5 }));
    expect(s.a).toMatchObject({ status: 'done', progress: 1, finishedAt: 5 });
  });

  it.each([
    ['cancelled', 'cancelled', null],
    ['timeout', 'error', { code: 'timeout', message: 'm' }],
    ['crashed', 'error', { code: 'crashed', message: 'm' }],
    ['failed', 'error', { code: 'failed', message: 'm' }],
  ] as const)('records %s', (code, status, error) => {
    const s = reducer(reducer(undefined, start('a')), jobFailed({ id: 'a', finishedAt: 2, code, message: 'm' }));
    expect(s.a).toMatchObject({ status, error });
  });

  it('ignores progress for finished or unknown jobs', () => {
    let s = reducer(reducer(undefined, start('a')), jobFinished({ id: 'a', finishedAt: 2 }));
    s = reducer(s, jobProgress({ id: 'a', progress: 0.1 }));
    s = reducer(s, jobProgress({ id: 'zzz', progress: 0.1 }));
    expect(s.a!.progress).toBe(1);
    expect(s.zzz).toBeUndefined();
  });

  it('keeps the store small by dropping old finished jobs', () => {
    let s = reducer(undefined, { type: 'init' });
    for (let i = 0; i < 80; i++) {
      s = reducer(s, start(`j${i}`, i));
      s = reducer(s, jobFinished({ id: `j${i}`, finishedAt: i }));
    }
    expect(Object.keys(s).length).toBeLessThanOrEqual(51);
    expect(s.j79).toBeDefined();
    expect(s.j0).toBeUndefined();
  });
});

describe('runJob thunk', () => {
  const makeStore = () => configureStore({ reducer: { jobs: reducer } });

  it('returns the result to the caller and stores only status', async () => {
    const store = makeStore();
    const result = await store.dispatch(runJob({ kind: 'hash', id: 'x', task: async () => ({ big: 'result' }) }));
    expect(result).toEqual({ big: 'result' });
    expect(store.getState().jobs.x).toMatchObject({ status: 'done' });
    expect(JSON.stringify(store.getState())).not.toContain('result');
  });

  it('records failure and rethrows a JobError', async () => {
    const store = makeStore();
    const err = await store.dispatch(runJob({ kind: 'hash', id: 'y', task: async () => { throw new Error('nope'); } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobError);
    expect(store.getState().jobs.y).toMatchObject({ status: 'error', error: { code: 'failed', message: 'nope' } });
  });

  it('records cancellation without an error', async () => {
    const store = makeStore();
    await store.dispatch(runJob({ kind: 'hash', id: 'z', task: async () => { throw new JobError('cancelled'); } })).catch(() => {});
    expect(store.getState().jobs.z).toMatchObject({ status: 'cancelled', error: null });
  });

  it('reports progress, throttled', async () => {
    const store = makeStore();
    await store.dispatch(runJob({
      kind: 'hash', id: 'p',
      task: async ({ onProgress }) => {
        onProgress(0.5);
        await new Promise((r) => setTimeout(r, 40));
        expect(store.getState().jobs.p!.progress).toBe(0.5);
        // A step within the same shown percent does not reach the store; the next percent does.
        onProgress(0.503);
        await new Promise((r) => setTimeout(r, 40));
        expect(store.getState().jobs.p!.progress).toBe(0.5);
        onProgress(0.51);
        await new Promise((r) => setTimeout(r, 40));
        expect(store.getState().jobs.p!.progress).toBe(0.51);
        return 1;
      },
    }));
  });
});
