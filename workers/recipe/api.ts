import { getOperation, normalizeOptions, type OpResult, type Value } from '../ops/registry';
import { runSteps, type RunStep, type StepEvent } from './run';
import { epochNow } from './clock';

export interface RunRequest {
  steps: RunStep[];
  /** Names the input: the page sends the text itself only when this worker does not hold it yet. */
  inputId: number;
  input: Value | null;
  locale?: string;
  stopBefore?: number;
}

/** When the worker started and ended a run, in milliseconds since the epoch (timeOrigin + now: comparable across threads). */
export interface WorkerSpan {
  start: number;
  end: number;
}

export type RunReply =
  | { needInput: true }
  | { needInput: false; ok: true; output: Value; span: WorkerSpan }
  | { needInput: false; ok: false; index: number; error: { key: string; values?: Record<string, string | number>; at?: { line: number; column: number }; detail?: string }; span: WorkerSpan };

export interface RecipeApi {
  /** Runs the recipe on the input this worker holds (or the one sent); only the last step's output comes back. */
  run(request: RunRequest, onEvent?: (event: StepEvent) => void): Promise<RunReply>;
  /** A step's output from the last run (intermediate outputs stay here until asked for); null when that step was not reached. */
  output(index: number): Promise<Value | null>;
  /** One operation on its own: what the unit tests compare with the same call on the main thread. */
  runOp(op: string, input: Value, options: unknown, locale?: string): Promise<OpResult>;
}

interface Held {
  inputId: number;
  input: Value;
  keys: string[];
  outputs: Value[];
}

/**
 * The recipe worker's API as a plain object (unit tests call exactly what the worker exposes).
 * The input and every step's output stay in this worker between runs: a live edit of step 4 runs
 * steps 4 onwards on step 3's kept output, and looking at step 2's output costs one message.
 */
export function createRecipeApi(): RecipeApi {
  let held: Held | null = null;
  return {
    async run({ steps, inputId, input, locale, stopBefore }, onEvent) {
      const start = epochNow();
      const sameInput = held?.inputId === inputId;
      if (!sameInput && input === null) return { needInput: true };
      const source = sameInput ? held!.input : input!;
      // Options are checked here too: a step reaches the worker from a link or a file as easily as from the page.
      const clean = steps.map((s) => {
        const op = getOperation(s.op);
        return { op: s.op, enabled: s.enabled, options: op ? normalizeOptions(op, s.options) : {} };
      });
      const reuse = sameInput && held ? { keys: held.keys, outputs: held.outputs } : undefined;
      held = { inputId, input: source, keys: [], outputs: [] };
      const outcome = await runSteps(clean, source, { locale, stopBefore, reuse, onEvent: onEvent && ((e) => void onEvent(e)) });
      held.keys = outcome.keys;
      held.outputs = outcome.outputs;
      const span: WorkerSpan = { start, end: epochNow() };
      if (outcome.failed) return { needInput: false, ok: false, index: outcome.failed.index, error: outcome.failed.error, span };
      return { needInput: false, ok: true, output: outcome.output, span };
    },
    async output(index) {
      return held?.outputs[index] ?? null;
    },
    async runOp(id, input, options, locale) {
      const op = getOperation(id);
      if (!op) return { ok: false, error: { key: 'unknownOperation', values: { op: id } } };
      return op.run(input, normalizeOptions(op, options), { locale });
    },
  };
}
