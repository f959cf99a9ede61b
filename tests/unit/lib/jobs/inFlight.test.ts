import { describe, expect, it } from 'vitest';
import { createInFlight } from '@src/lib/jobs/inFlight';

const later = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('boom')) : resolve(value)), ms));

describe('createInFlight', () => {
  it('is idle at once with nothing in flight', async () => {
    await expect(createInFlight().idle()).resolves.toBeUndefined();
  });

  it('settles idle when the last job ends, whether it succeeds or fails, and passes results through', async () => {
    const jobs = createInFlight();
    const ended: string[] = [];
    const slowJob = later(40, 'slow');
    void slowJob.then(() => ended.push('slow'));
    const failingJob = later(10, 'x', true);
    failingJob.catch(() => ended.push('fail'));
    const slow = jobs.track(slowJob);
    const failing = jobs.track(failingJob).catch((err: Error) => err.message);
    await jobs.idle();
    expect(ended).toEqual(['fail', 'slow']);
    await expect(slow).resolves.toBe('slow');
    await expect(failing).resolves.toBe('boom');
    // A new job makes it busy again.
    const next = jobs.track(later(10, 'next'));
    let idle = false;
    const waiting = jobs.idle().then(() => (idle = true));
    expect(idle).toBe(false);
    await expect(next).resolves.toBe('next');
    await waiting;
    expect(idle).toBe(true);
  });
});
