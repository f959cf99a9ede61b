import * as Comlink from 'comlink';
import { JobError, toJobError } from './errors';

/** What the client needs of a worker; a real Worker fits, and so does a MessagePort-based fake in tests. */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A job's run options with its progress, as every job client takes them (progressProxy carries it to the worker). */
export interface JobOptions extends RunOptions {
  onProgress?: (fraction: number) => void;
}

interface Live<Api> {
  worker: WorkerLike;
  remote: Comlink.Remote<Api>;
  crashed: Promise<never>;
}

/**
 * The only code that talks to workers: one lazily spawned worker per kind.
 * Cancel and timeout terminate the worker (the only way to stop CPU-bound
 * work mid-flight) and the next call spawns a fresh one. A crash (an error
 * event from the worker) rejects every job in flight, and the next job works.
 */
export class WorkerClient<Api> {
  private live: Live<Api> | null = null;
  private readonly pending = new Set<(err: JobError) => void>();

  constructor(private readonly spawn: () => WorkerLike) {}

  private ensure(): Live<Api> {
    if (this.live) return this.live;
    const worker = this.spawn();
    const remote = Comlink.wrap<Api>(worker);
    let fail: (err: JobError) => void = () => {};
    const crashed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    crashed.catch(() => {}); // observed by each run's race; never an unhandled rejection
    const onError = (event: Event) => {
      // Duck-typed: ErrorEvent does not exist outside browsers (unit tests run in node).
      const detail = (event as Partial<ErrorEvent>).message;
      const message = typeof detail === 'string' && detail ? detail : 'worker crashed';
      event.preventDefault();
      fail(new JobError('crashed', message));
      this.reset();
    };
    worker.addEventListener('error', onError as EventListener);
    worker.addEventListener('messageerror', onError as EventListener);
    this.live = { worker, remote, crashed };
    return this.live;
  }

  private reset(): void {
    const live = this.live;
    this.live = null;
    if (!live) return;
    live.remote[Comlink.releaseProxy]();
    live.worker.terminate();
  }

  /** Terminates the worker; every job in flight rejects with `reason`. */
  terminate(reason: JobError = new JobError('cancelled')): void {
    this.reset();
    for (const reject of [...this.pending]) reject(reason);
    this.pending.clear();
  }

  get running(): number {
    return this.pending.size;
  }

  run<R>(task: (api: Comlink.Remote<Api>) => Promise<R>, options: RunOptions = {}): Promise<R> {
    const { signal, timeoutMs } = options;
    if (signal?.aborted) return Promise.reject(new JobError('cancelled'));
    const live = this.ensure();
    return new Promise<R>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = (fn: () => void) => {
        if (!this.pending.delete(rejectJob)) return;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const rejectJob = (err: JobError) => settle(() => reject(err));
      const onAbort = () => this.terminate(new JobError('cancelled'));
      this.pending.add(rejectJob);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeoutMs !== undefined) timer = setTimeout(() => this.terminate(new JobError('timeout')), timeoutMs);
      Promise.race([task(live.remote), live.crashed]).then(
        (value) => settle(() => resolve(value)),
        (err: unknown) => settle(() => reject(toJobError(err))),
      );
    });
  }
}


export { Comlink };

/** A job's progress callback as the worker can call it across the boundary (Comlink proxies functions; none when unasked). */
export function progressProxy<F extends (...args: never[]) => void>(fn?: F): (F & Comlink.ProxyMarked) | undefined {
  return fn ? Comlink.proxy(fn) : undefined;
}
