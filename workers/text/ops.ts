import { ENCODING_OPERATIONS } from '../ops/encodingOps';
import type { TextJob } from '../ops/schema';
import { TEXT_OPERATIONS } from '../ops/textOps';
import { emailValidateOp } from './emailValidate';
import { htmlToTextOp } from './htmlToText';
import { statsOp } from './wordStats';

type JobEntry<E> = E extends { id: infer Id extends string; job: infer J } ? (J extends TextJob ? [Id, J] : never) : never;
type JobsOf<E> = { [P in JobEntry<E> as P[0]]: P[1] };

function jobsOf<E extends { id: string; job?: unknown }>(entries: readonly E[]): JobsOf<E> {
  return Object.fromEntries(entries.filter((op) => typeof op.job === 'function').map((op) => [op.id, op.job])) as JobsOf<E>;
}

/**
 * Every text tool's work, by operation id: the one pure function a tool calls on the main thread while its input is
 * small (imported from its module, so a page carries only its own), and the text worker calls once it is large
 * (src/ui/useTextOp.ts decides). Derived from the operation table's `job`s (workers/ops), plus the three pages whose
 * work is no recipe step or whose module the table must not carry: word statistics and email validation give a
 * report, not a text; html-to-text's parser (parse5) loads with its step only when the step runs. Results must
 * survive structured cloning (tests/unit/workers/text/ops.test.ts checks both sides agree).
 */
export const TEXT_OPS = {
  ...jobsOf(TEXT_OPERATIONS),
  ...jobsOf(ENCODING_OPERATIONS),
  htmlToText: htmlToTextOp,
  wordStats: statsOp,
  emailValidate: emailValidateOp,
};

export type TextOps = typeof TEXT_OPS;
export type TextOpName = keyof TextOps;
export type TextOpOptions<K extends TextOpName> = Parameters<TextOps[K]>[1];
export type TextOpResult<K extends TextOpName> = ReturnType<TextOps[K]>;

export function runTextOp<K extends TextOpName>(op: K, text: string, options: TextOpOptions<K>): TextOpResult<K> {
  const fn = TEXT_OPS[op] as (text: string, options: TextOpOptions<K>) => TextOpResult<K>;
  return fn(text, options);
}
