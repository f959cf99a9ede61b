import { useCallback } from 'react';
import { textJobs, type TextOpName, type TextOpOptions, type TextOpResult } from '../lib/jobs/text';
import type { TextOps } from '@workers/text/ops';
import { useJob } from './useJob';

/**
 * Below this many characters a text operation runs on the main thread: it is then
 * a few milliseconds at most (the slowest, HTML parsing, ~40 ms at this size on
 * this machine), instant and live. Above it, the text worker does the same work.
 */
export const WORKER_TEXT_CHARS = 64 * 1024;

/**
 * A text tool's one operation, on whichever side fits the input: `local` (the very
 * function registered as `op` in workers/text/ops.ts, imported from the tool's
 * logic) while the text is small, the text worker through the job layer (status,
 * progress and Cancel in ToolLayout) once it is large. Starting a new run cancels
 * the one in flight; a cancelled run rejects with JobError('cancelled').
 */
export function useTextOp<K extends TextOpName>(op: K, local: TextOps[K]) {
  const { run, cancel, job, running } = useJob('text');

  const compute = useCallback(
    (text: string, options: TextOpOptions<K>): Promise<TextOpResult<K>> => {
      if (text.length <= WORKER_TEXT_CHARS) {
        cancel();
        const fn = local as (text: string, options: TextOpOptions<K>) => TextOpResult<K>;
        return Promise.resolve(fn(text, options));
      }
      return run(({ signal, onProgress }) => textJobs.op(op, text, options, { signal, onProgress }));
    },
    [op, local, run, cancel],
  );

  return { compute, cancel, job, running };
}
