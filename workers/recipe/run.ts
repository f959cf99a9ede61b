import { throttleProgress } from '../data/common';
import { bytesToHex } from '../text/hex';
import { provideOpModules } from '../ops/modules';
import { getOperation, kindOf, type OpError, type Options, type Value, type ValueKind } from '../ops/registry';

provideOpModules();

/**
 * Runs a recipe's steps one after another on a value that stays where it is (in the recipe worker,
 * or in node for tests): each step's output is kept, so any of them can be looked at afterwards and
 * a failing step leaves the ones before it with their outputs. Never throws for a step's sake: an
 * operation that throws becomes that step's error.
 */

export interface RunStep {
  op: string;
  options: Options;
  enabled: boolean;
}

/** What the page learns as the run goes (per-step progress). Small: a preview, never the whole value. */
export type StepEvent =
  | { index: number; type: 'start'; op: string; inputSize: number }
  | { index: number; type: 'progress'; fraction: number }
  | { index: number; type: 'done'; ms: number; size: number; kind: ValueKind; preview: string; cached: boolean }
  | { index: number; type: 'error'; ms: number; error: OpError }
  | { index: number; type: 'skipped' };

export interface RunContext {
  locale?: string;
  onEvent?: (event: StepEvent) => void;
  /** A previous run on the same input: its outputs are reused for the steps that did not change (live editing). */
  reuse?: { keys: readonly string[]; outputs: readonly Value[] };
  /** Runs only the steps before this index (to rebuild outputs after a step was stopped). */
  stopBefore?: number;
}

export interface RunOutcome {
  ok: boolean;
  /** The last output reached: the recipe's result when ok, else the output of the last step that worked (or the input). */
  output: Value;
  /** Each step's output (a switched-off step passes its input on); as many as steps were reached successfully. */
  outputs: Value[];
  /** What each output depends on, for reuse by the next run. */
  keys: string[];
  failed: { index: number; error: OpError } | null;
}

export const PREVIEW_CHARS = 240;
const PREVIEW_BYTES = 96;

export function previewOf(value: Value): string {
  return typeof value === 'string' ? value.slice(0, PREVIEW_CHARS) : bytesToHex(value.subarray(0, PREVIEW_BYTES));
}

export const sizeOf = (value: Value): number => value.length;

/** A step's identity for reuse: its operation, options, on/off and the language it sorts in. */
function stepKey(step: RunStep, locale: string | undefined): string {
  return JSON.stringify([step.op, step.options, step.enabled, locale ?? '']);
}

export async function runSteps(steps: readonly RunStep[], input: Value, ctx: RunContext = {}): Promise<RunOutcome> {
  const { onEvent, reuse, locale } = ctx;
  const end = Math.min(steps.length, ctx.stopBefore ?? steps.length);
  const outputs: Value[] = [];
  const keys: string[] = [];
  let value = input;
  let reusing = reuse !== undefined;

  for (let index = 0; index < end; index++) {
    const step = steps[index]!;
    const key = stepKey(step, locale);
    keys.push(key);
    if (reusing && reuse!.keys[index] === key && index < reuse!.outputs.length) {
      value = reuse!.outputs[index]!;
      outputs.push(value);
      onEvent?.(step.enabled ? { index, type: 'done', ms: 0, size: sizeOf(value), kind: kindOf(value), preview: previewOf(value), cached: true } : { index, type: 'skipped' });
      continue;
    }
    reusing = false;
    if (!step.enabled) {
      outputs.push(value);
      onEvent?.({ index, type: 'skipped' });
      continue;
    }
    onEvent?.({ index, type: 'start', op: step.op, inputSize: sizeOf(value) });
    const started = performance.now();
    const failed = (error: OpError): RunOutcome => {
      keys.pop();
      onEvent?.({ index, type: 'error', ms: performance.now() - started, error });
      return { ok: false, output: value, outputs, keys, failed: { index, error } };
    };
    const op = getOperation(step.op);
    if (!op) return failed({ key: 'unknownOperation', values: { op: step.op } });
    if (op.input === 'text' && typeof value !== 'string') return failed({ key: 'kindMismatch' });
    let result;
    try {
      const progress = throttleProgress((fraction) => onEvent?.({ index, type: 'progress', fraction }), 0.02);
      result = await op.run(value, step.options, { locale, onProgress: progress });
    } catch (err) {
      return failed({ key: 'failed', detail: err instanceof Error ? err.message : String(err) });
    }
    if (!result.ok) return failed(result.error);
    value = result.value;
    outputs.push(value);
    onEvent?.({ index, type: 'done', ms: performance.now() - started, size: sizeOf(value), kind: kindOf(value), preview: previewOf(value), cached: false });
  }
  return { ok: true, output: value, outputs, keys, failed: null };
}
