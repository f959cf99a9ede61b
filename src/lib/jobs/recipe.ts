import type { RecipeApi, RunReply } from '@workers/recipe/api';
import { epochNow } from '@workers/recipe/clock';
import { getOperation, type OpError, type Value } from '@workers/ops/registry';
import type { RunStep, StepEvent } from '@workers/recipe/run';
import { Comlink, WorkerClient } from './client';
import { JobError } from './errors';
import { regexTimeLimit } from './regex';

export type { RunStep, StepEvent };

export type RecipeOutcome = ({ ok: true; output: Value } | { ok: false; index: number; error: OpError }) & { timings: JobTimings };

export interface RecipeRunOptions {
  signal?: AbortSignal;
  locale?: string;
  onEvent?: (event: StepEvent) => void;
  /**
   * Every call on its own (the page API): the input is sent and every step runs, even when this worker holds the same
   * text and outputs from the last run (what makes the builder's live editing cheap, and a benchmark meaningless).
   */
  fresh?: boolean;
}

/**
 * Where a job's time went, in milliseconds: waiting before its message left (a worker to spawn), the message's way
 * in (structured clone and the worker's queue), the worker's own run, the answer's way back, and all of it.
 */
export interface JobTimings {
  queued: number;
  transferIn: number;
  worker: number;
  transferOut: number;
  total: number;
}

class StepTimeout extends JobError {
  constructor(readonly index: number) {
    super('timeout');
  }
}

/**
 * A recipe runner: the whole recipe runs in a worker, the text staying there between steps (and afterwards, so any
 * step's output can be fetched). Cancel terminates it, as for every kind. A step that runs a user's regular
 * expression gets the regex worker's time limit: the page watches it, and past the limit terminates this worker,
 * then rebuilds the outputs of the steps before it in a fresh one, so only the runaway step fails.
 * Each runner has its own worker instance (the recipe builder's; the page API's), so two callers never trade
 * the text a worker holds. Every run is also a User Timing measure, `toolbox:<operation>` (`toolbox:<op>+<op>…` for
 * several steps), with the timings in its `detail`: DevTools' Performance panel and a PerformanceObserver see it.
 */
export function recipeRunner(name: string) {
  const client = new WorkerClient<RecipeApi>(
    () => new Worker(new URL('../../../workers/formats.worker.ts', import.meta.url), { type: 'module', name }),
  );

  /**
   * The input the worker holds, by identity: the same text is not sent (copied) again. Forgotten when a
   * run ends in anything but an answer (Cancel, a time limit, a crash): the worker may be a fresh one then.
   */
  let held: { input: Value; id: number } | null = null;
  let nextId = 1;

  async function runOnce(steps: RunStep[], input: Value, options: RecipeRunOptions, stopBefore?: number): Promise<Exclude<RunReply, { needInput: true }> & { posted: number }> {
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
    const known = !options.fresh && held?.input === input ? held : null;
    const id = known ? known.id : nextId++;
    held = null;
    let posted = 0;
    try {
      const send = (text: Value | null) =>
        client.run<RunReply>((api) => {
          posted = epochNow();
          return api.run({ steps, inputId: id, input: text, locale, stopBefore }, events);
        }, { signal });
      let reply = await send(known ? null : input);
      // The worker was replaced since (it answers that it needs the text): send it once.
      if (reply.needInput) reply = await send(input);
      if (reply.needInput) throw new JobError('failed', 'the recipe worker did not take the input');
      held = { input, id };
      return { ...reply, posted };
    } finally {
      clearTimeout(limit);
    }
  }

  function measure(steps: RunStep[], timings: JobTimings, begun: number, ok: boolean) {
    // Named by its operations ("toolbox:jsonMinify", "toolbox:whitespace+sortLines"): the job store already leaves
    // `toolbox:recipe` for a builder run (src/store/jobs.ts), and this one carries the breakdown.
    const name = `toolbox:${steps.map((s) => s.op).join('+')}`;
    try {
      performance.measure(name, { start: begun - performance.timeOrigin, duration: timings.total, detail: { ...timings, ok, steps: steps.map((s) => s.op) } });
    } catch {
      // A browser without User Timing Level 3 (detail): the job itself is unaffected.
    }
  }

  return {
    async run(steps: RunStep[], input: Value, options: RecipeRunOptions = {}): Promise<RecipeOutcome> {
      const begun = epochNow();
      let reply;
      try {
        reply = await runOnce(steps, input, options);
      } catch (err) {
        if (!(err instanceof StepTimeout)) throw err;
        // Only that step failed: the steps before it get their outputs back in the fresh worker.
        const again = await runOnce(steps, input, options, err.index);
        const total = epochNow() - begun;
        return { ok: false, index: err.index, error: { key: 'timeout' }, timings: { queued: again.posted - begun, transferIn: 0, worker: 0, transferOut: 0, total } };
      }
      const answered = epochNow();
      const timings: JobTimings = {
        queued: Math.max(0, reply.posted - begun),
        transferIn: Math.max(0, reply.span.start - reply.posted),
        worker: reply.span.end - reply.span.start,
        transferOut: Math.max(0, answered - reply.span.end),
        total: answered - begun,
      };
      measure(steps, timings, begun, reply.ok);
      return reply.ok ? { ok: true, output: reply.output, timings } : { ok: false, index: reply.index, error: reply.error, timings };
    },
    /** A step's output from the last run; null when that step was not reached (or the worker was replaced since). */
    output: (index: number, signal?: AbortSignal) => client.run<Value | null>((api) => api.output(index), { signal }),
    cancel: () => client.terminate(),
  };
}

/** The recipe builder's runner. */
export const recipeJobs = recipeRunner('recipe');
