import type { RecipeApi, RunReply } from '@workers/recipe/api';
import { getOperation, type OpError, type Value } from '@workers/ops/registry';
import type { RunStep, StepEvent } from '@workers/recipe/run';
import { Comlink, WorkerClient } from './client';
import { JobError } from './errors';
import { regexTimeLimit } from './regex';

export type { RunStep, StepEvent };

/**
 * The recipe worker: the whole recipe runs there, the text staying in the worker between steps
 * (and afterwards, so any step's output can be fetched). Cancel terminates it, as for every kind.
 * A step that runs a user's regular expression gets the regex worker's time limit: the page
 * watches it, and past the limit terminates this worker, then rebuilds the outputs of the steps
 * before it in a fresh one, so only the runaway step fails.
 */
const client = new WorkerClient<RecipeApi>(
  () => new Worker(new URL('../../../workers/formats.worker.ts', import.meta.url), { type: 'module', name: 'recipe' }),
);

export type RecipeOutcome = { ok: true; output: Value } | { ok: false; index: number; error: OpError };

export interface RecipeRunOptions {
  signal?: AbortSignal;
  locale?: string;
  onEvent?: (event: StepEvent) => void;
}

/**
 * The input the worker holds, by identity: the same text is not sent (copied) again. Forgotten when a
 * run ends in anything but an answer (Cancel, a time limit, a crash): the worker may be a fresh one then.
 */
let held: { input: Value; id: number } | null = null;
let nextId = 1;

async function runOnce(steps: RunStep[], input: Value, options: RecipeRunOptions, stopBefore?: number): Promise<Exclude<RunReply, { needInput: true }>> {
  const { signal, locale, onEvent } = options;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let limited: number | null = null;
  const events = Comlink.proxy((event: StepEvent) => {
    if (event.type === 'start') {
      const step = steps[event.index];
      const op = step ? getOperation(step.op) : undefined;
      if (step && op?.timeLimited?.(step.options)) {
        limited = event.index;
        limit = setTimeout(() => client.terminate(new StepTimeout(event.index)), regexTimeLimit(event.inputSize));
      }
    } else if (event.index === limited && (event.type === 'done' || event.type === 'error')) {
      clearTimeout(limit);
      limited = null;
    }
    onEvent?.(event);
  });
  // A worker that already holds this text gets only its id; a new text goes with the first message.
  const known = held?.input === input ? held : null;
  const id = known ? known.id : nextId++;
  held = null;
  try {
    const first = await client.run<RunReply>((api) => api.run({ steps, inputId: id, input: known ? null : input, locale, stopBefore }, events), { signal });
    let reply = first;
    // The worker was replaced since (it answers that it needs the text): send it once.
    if (reply.needInput) reply = await client.run<RunReply>((api) => api.run({ steps, inputId: id, input, locale, stopBefore }, events), { signal });
    if (reply.needInput) throw new JobError('failed', 'the recipe worker did not take the input');
    held = { input, id };
    return reply;
  } finally {
    clearTimeout(limit);
  }
}

class StepTimeout extends JobError {
  constructor(readonly index: number) {
    super('timeout');
  }
}

export const recipeJobs = {
  async run(steps: RunStep[], input: Value, options: RecipeRunOptions = {}): Promise<RecipeOutcome> {
    try {
      const reply = await runOnce(steps, input, options);
      return reply.ok ? { ok: true, output: reply.output } : { ok: false, index: reply.index, error: reply.error };
    } catch (err) {
      if (!(err instanceof StepTimeout)) throw err;
      // Only that step failed: the steps before it get their outputs back in the fresh worker.
      await runOnce(steps, input, options, err.index);
      return { ok: false, index: err.index, error: { key: 'timeout' } };
    }
  },
  /** A step's output from the last run; null when that step was not reached (or the worker was replaced since). */
  output: (index: number, signal?: AbortSignal) => client.run<Value | null>((api) => api.output(index), { signal }),
  cancel: () => client.terminate(),
};
