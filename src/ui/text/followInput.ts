import type { RefObject } from 'react';
import { notifyJobError } from '../jobMessages';
import { notifyError, notifyStock } from '../notify';

/** How long large text waits for a pause in typing before its worker job starts. */
const TYPING_PAUSE_MS = 300;

/**
 * An effect's body for a result that follows its input: `start` runs at once, or after a pause in typing when
 * `waitForPause` (large text goes to a worker: it should not restart on every key). `live()` is false once a newer
 * input has taken over; a job that fails while live says so in a toast. Returns the effect's cleanup.
 */
export function followInput<R>(start: () => Promise<R>, show: (result: R) => void, waitForPause: boolean): () => void {
  let live = true;
  const go = () =>
    void start().then(
      (result) => {
        if (live) show(result);
      },
      (err: unknown) => {
        if (live) notifyJobError(err);
      },
    );
  if (!waitForPause) {
    go();
    return () => { live = false; };
  }
  const timer = window.setTimeout(go, TYPING_PAUSE_MS);
  return () => {
    live = false;
    window.clearTimeout(timer);
  };
}

/** The toast for a run the visitor asked for (not for a result that follows typing): once, then the flag is down. */
export function announceOnce(asked: RefObject<boolean>, ok: boolean, failure: () => string): void {
  if (!asked.current) return;
  asked.current = false;
  if (ok) notifyStock('converted');
  else notifyError(failure());
}
