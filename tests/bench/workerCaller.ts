import type { Page } from '@playwright/test';

/** `call(msg)` for a bare worker: posts `{ ...msg, id }` and settles with the reply that carries the same id. */
export type WorkerCaller = (worker: Worker, failure: string) => (msg: Record<string, unknown>) => Promise<unknown>;

/**
 * Puts the bench's request/reply pairing for bare workers on window.__benchCaller in the current document. The
 * workers are started inside page.evaluate, whose callbacks reach the page as source and cannot import; they take
 * the pairing from there. A worker error rejects every call still waiting, with its message or `failure`.
 */
export async function installWorkerCaller(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchCaller?: WorkerCaller };
    w.__benchCaller ??= (worker, failure) => {
      const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
      let seq = 0;
      worker.onmessage = ({ data }: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
        const p = pending.get(data.id);
        pending.delete(data.id);
        if (data.error !== undefined) p?.reject(new Error(data.error));
        else p?.resolve(data.result);
      };
      worker.onerror = (e) => {
        for (const p of pending.values()) p.reject(new Error(e.message || failure));
        pending.clear();
      };
      return (msg) =>
        new Promise((resolve, reject) => {
          const id = (seq += 1);
          pending.set(id, { resolve, reject });
          worker.postMessage({ ...msg, id });
        });
    };
  });
}
