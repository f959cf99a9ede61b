import type { OpError, ValueKind } from '@workers/ops/registry';
import type { RecipeStep } from './logic';

/** A step as the page holds it: the recipe step plus a stable id for React keys, focus and drag. */
export interface UiStep extends RecipeStep {
  uid: string;
}

export type StepStatus =
  | { state: 'pending' }
  | { state: 'running'; fraction: number }
  | { state: 'done'; ms: number; size: number; kind: ValueKind; cached: boolean }
  | { state: 'error'; error: OpError }
  | { state: 'skipped' };

let seq = 0;
export const nextUid = (): string => `step-${(seq += 1)}`;

export const withUid = (step: RecipeStep): UiStep => ({ ...step, uid: nextUid() });
export const withoutUid = ({ op, options, enabled }: UiStep): RecipeStep => ({ op, options, enabled });

/** What the output of a run depends on: the steps in order (not their ids). */
export function stepsSignature(steps: readonly RecipeStep[]): string {
  return JSON.stringify(steps.map((s) => [s.op, s.options, s.enabled]));
}
