import { afterEach, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import { WorkerClient, type WorkerLike } from '@src/lib/jobs/client';
import { frameThrottle } from '@src/lib/frameThrottle';
import { JobError } from '@src/lib/jobs/errors';

interface FakeApi {
  echo(v: string): Promise<string>;
  slow(ms: number): Promise<string>;
  fail(): Promise<never>;
  progress(cb: (p: number) => void): Promise<number>;
}

/** A "worker" made of a MessageChannel: the API is exposed on one port, the client talks to the other. */
class FakeWorker implements WorkerLike {
  static spawned = 0;
  static terminated = 0;
  private readonly channel = new MessageChannel();
  private readonly errorListeners = new Set<(e: Event) => void>();

  constructor() {
    FakeWorker.spawned += 1;
    const api: FakeApi = {
      echo: async (v) => v,
      slow: (ms) => new Promise((r) => setTimeout(() => r('slow done'), ms)),
      fail: async () => {
        throw new Error('boom');
      },
      progress: async (cb) => {
        for (const p of [0.25, 0.5, 1]) await cb(p);
        return 3;
      },
    };
    Comlink.expose(api, this.channel.port2);
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.channel.port1.postMessage(message, transfer ?? []);
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    if (type === 'error' || type === 'messageerror') this.errorListeners.add(listener as (e: Event) => void);
    else this.channel.port1.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.errorListeners.delete(listener as (e: Event) => void);
    this.channel.port1.removeEventListener(type, listener);
  }

  start(): void {
    this.channel.port1.start();
  }

  terminate(): void {
    FakeWorker.terminated += 1;
    this.channel.port1.close();
    this.channel.port2.close();
  }

  crash(): void {
    for (const l of this.errorListeners) l(new Event('error'));
  }
}

let workers: FakeWorker[] = [];
function makeClient() {
  return new WorkerClient<FakeApi>(() => {
    const w = new FakeWorker();
    w.start();
    workers.push(w);
    return w;
  });
}

describe('WorkerClient', () => {
  afterEach(() => {
    for (const w of workers) w.terminate();
    workers = [];
  });

  it('spawns lazily and reuses one worker per kind', async () => {
    const client = makeClient();
    expect(workers).toHaveLength(0);
    await expect(client.run((api) => api.echo('a'))).resolves.toBe('a');
    await expect(client.run((api) => api.echo('b'))).resolves.toBe('b');
    expect(workers).toHaveLength(1);
  });

  it('rejects a worker exception as a failed job and keeps working', async () => {
    const client = makeClient();
    const err = await client.run((api) => api.fail()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobError);
    expect((err as JobError).code).toBe('failed');
    expect((err as JobError).message).toContain('boom');
    await expect(client.run((api) => api.echo('after'))).resolves.toBe('after');
  });

  it('cancel terminates the worker, rejects as cancelled, and the next job respawns', async () => {
    const client = makeClient();
    const abort = new AbortController();
    const job = client.run((api) => api.slow(5_000), { signal: abort.signal });
    setTimeout(() => abort.abort(), 20);
    await expect(job).rejects.toMatchObject({ code: 'cancelled' });
    expect(client.running).toBe(0);
    await expect(client.run((api) => api.echo('next'))).resolves.toBe('next');
    expect(workers).toHaveLength(2);
  });

  it('an already-aborted signal never starts the job', async () => {
    const client = makeClient();
    const abort = new AbortController();
    abort.abort();
    await expect(client.run((api) => api.echo('x'), { signal: abort.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(workers).toHaveLength(0);
  });

  it('times out, then the next job works', async () => {
    const client = makeClient();
    await expect(client.run((api) => api.slow(5_000), { timeoutMs: 30 })).rejects.toMatchObject({ code: 'timeout' });
    await expect(client.run((api) => api.echo('ok'), { timeoutMs: 1_000 })).resolves.toBe('ok');
  });

  it('a crash rejects the job in flight with a clear error, and the next job works', async () => {
    const client = makeClient();
    const job = client.run((api) => api.slow(5_000));
    await new Promise((r) => setTimeout(r, 10));
    workers[0]!.crash();
    await expect(job).rejects.toMatchObject({ code: 'crashed' });
    await expect(client.run((api) => api.echo('again'))).resolves.toBe('again');
    expect(workers).toHaveLength(2);
  });

  it('delivers progress through a proxied callback', async () => {
    const client = makeClient();
    const seen: number[] = [];
    const result = await client.run((api) => api.progress(Comlink.proxy((p: number) => void seen.push(p))));
    expect(result).toBe(3);
    expect(seen).toEqual([0.25, 0.5, 1]);
  });
});

describe('frameThrottle', () => {
  it('coalesces bursts to the latest value', async () => {
    const seen: number[] = [];
    const report = frameThrottle((v) => seen.push(v));
    report(0.1);
    report(0.2);
    report(0.3);
    await new Promise((r) => setTimeout(r, 40));
    expect(seen).toEqual([0.3]);
    report(0.9);
    await new Promise((r) => setTimeout(r, 40));
    expect(seen).toEqual([0.3, 0.9]);
  });
});
