import type { RefObject } from 'react';
import { notifyJobError } from '../jobMessages';
import { notifyError, notifyStock } from '../notify';
import { WORKER_TEXT_CHARS } from '../useTextOp';

/** How long large text waits for a pause in typing before its worker job starts. */
const TYPING_PAUSE_MS = 300;

interface FollowedRun<R extends { ok: boolean }> {
  /** The input the result follows. */
  text: string;
  /** Up when the visitor asked for this run (a button): it starts at once and says how it went, once. */
  asked: RefObject<boolean>;
  start: () => Promise<R>;
  show: (result: R) => void;
  /** The toast for a result that is not ok, when asked. */
  failure: (result: R) => string;
}

/**
 * An effect's body for a result that follows its input: the job starts at once, or, for text the worker takes, after
 * a pause in typing (rather than restart on every key). A result or a failure that a newer input has overtaken is
 * dropped; a job that fails while current says so in a toast. Returns the effect's cleanup.
 */
export function followInput<R extends { ok: boolean }>({ text, asked, start, show, failure }: FollowedRun<R>): () => void {
  let live = true;
  const go = () =>
    void start().then(
      (result) => {
        if (!live) return;
        show(result);
        if (!asked.current) return;
        asked.current = false;
        if (result.ok) notifyStock('converted');
        else notifyError(failure(result));
      },
      (err: unknown) => {
        if (live) notifyJobError(err);
      },
    );
  if (text.length <= WORKER_TEXT_CHARS || asked.current) {
    go();
    return () => { live = false; };
  }
  const timer = window.setTimeout(go, TYPING_PAUSE_MS);
  return () => {
    live = false;
    window.clearTimeout(timer);
  };
}
