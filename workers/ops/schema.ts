/**
 * What an operation is: the shape every entry of the operation registry (workers/ops/registry.ts)
 * has, for the tool pages, the recipe worker and the recipe builder alike. No React, no DOM:
 * everything here runs in a worker and in node.
 *
 * Labels are i18n keys in the `ops` namespace (locales/<lng>/ops.json): an operation's name is
 * `names.<id>`, its one-line description `descriptions.<id>`; option and choice labels are
 * given by each entry, so options shared by several operations share their wording.
 */

import type { OptionSpec, OptionValue, Options } from './optionSpec';

export * from './optionSpec';

/** What flows between steps: text, or bytes where a step needs them (a hash, binary Base64). */
export type ValueKind = 'text' | 'bytes';
export type Value = string | Uint8Array;

/** Why a step failed, for the user: `errors.<key>` in the ops namespace, with its values. */
export interface OpError {
  key: string;
  values?: Record<string, string | number>;
  /** Where in the step's input, when known (1-based). */
  at?: { line: number; column: number };
  /** The engine's or library's own words (English), shown under the translated message. */
  detail?: string;
}

export type OpResult = { ok: true; value: Value } | { ok: false; error: OpError };

export interface OpContext {
  /** BCP 47 tag of the interface language (sorting collates with it, as the text sorter does). */
  locale?: string;
  onProgress?: (fraction: number) => void;
}

export interface InverseStep {
  op: string;
  options?: Options;
}

export type OpGroup = 'text' | 'lines' | 'encoding' | 'data' | 'code' | 'hash';
export const OP_GROUPS: readonly OpGroup[] = ['text', 'lines', 'encoding', 'data', 'code', 'hash'];

export interface Operation<O extends Options = Options> {
  id: string;
  group: OpGroup;
  /** 'bytes' also takes text, as its UTF-8 bytes. */
  input: ValueKind;
  output: ValueKind;
  options: readonly OptionSpec[];
  /**
   * True when this step runs a user's regular expression: the page then gives the step the regex
   * worker's time limit (src/lib/jobs/regex.ts) and stops the worker past it.
   */
  timeLimited?: (options: O) => boolean;
  /** The step that undoes this one (Reverse), or null when nothing can; `inputKind` is what this step received. */
  inverse?: (options: O, inputKind: ValueKind) => InverseStep[] | null;
  run(input: Value, options: O, ctx: OpContext): OpResult | Promise<OpResult>;
  /**
   * The tool page's own call of this operation, where the page shows more than the step's value (a count, where an
   * error is): synchronous and pure, run on the main thread while the input is small and by the text worker once it
   * is large (src/ui/useTextOp.ts, workers/text/ops.ts). Its options are the page's, which may add to the step's.
   */
  job?: TextJob;
}

/** A text job: text and options in, a result that survives structured cloning out. */
export type TextJob = (text: string, options: never) => unknown;

declare global {
  // Set by workers/ops/modules.ts where operations run; never on the main thread.
  var __toolboxOpModules: import('./modules').OpModules | undefined;
}

/** A heavy module an operation needs, loaded on first use (see workers/ops/modules.ts). */
export function opModule<K extends keyof import('./modules').OpModules>(name: K): ReturnType<import('./modules').OpModules[K]> {
  const modules = globalThis.__toolboxOpModules;
  if (!modules) throw new Error('operations run where workers/ops/modules.ts provided their modules');
  return modules[name]() as ReturnType<import('./modules').OpModules[K]>;
}

/**
 * An entry with its options typed (`defineOp<{ order: SortOrder }>()({ … })`); the registry holds it as a plain
 * `Operation`. Two calls, because TypeScript infers no type argument once one is given: the second infers the id and
 * the job, which keep their own types so that the text worker's table of jobs (workers/text/ops.ts) is derived from
 * the entries, types included.
 */
export function defineOp<O extends Options = Options>() {
  return <const Id extends string, J extends TextJob | undefined = undefined>(
    op: Operation<O> & { id: Id; job?: J },
  ): Operation & { readonly id: Id; readonly job: J } => op as unknown as Operation & { readonly id: Id; readonly job: J };
}

// ——— results ———

export const ok = (value: Value): OpResult => ({ ok: true, value });
export const fail = (key: string, extra: Omit<OpError, 'key'> = {}): OpResult => ({ ok: false, error: { key, ...extra } });

const utf8 = new TextEncoder();

/** A step that takes bytes reads text as its UTF-8 bytes. */
export function asBytes(value: Value): Uint8Array {
  return typeof value === 'string' ? utf8.encode(value) : value;
}

/** What a 'text' step receives; the chain check (workers/recipe/recipe.ts) never lets bytes reach one. */
export function asText(value: Value): string {
  if (typeof value !== 'string') throw new TypeError('a text step received bytes');
  return value;
}

export function kindOf(value: Value): ValueKind {
  return typeof value === 'string' ? 'text' : 'bytes';
}

// ——— validation ———

function validOption(spec: OptionSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'choice':
      return typeof value === 'string' && spec.choices.some((c) => c.value === value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && value.length <= spec.maxLength;
    case 'number':
      return (
        typeof value === 'number' && Number.isFinite(value) && value >= spec.min && value <= spec.max &&
        (spec.step !== 1 || Number.isInteger(value))
      );
  }
}

/**
 * The options an operation runs with: each value from `raw` when it fits its spec, else the
 * default; unknown keys dropped. Anything (a link, a file, storage) may be passed: never throws.
 */
export function normalizeOptions(op: Operation, raw: unknown): Options {
  const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: Options = {};
  for (const spec of op.options) {
    const value = Object.prototype.hasOwnProperty.call(source, spec.key) ? source[spec.key] : undefined;
    out[spec.key] = validOption(spec, value) ? (value as OptionValue) : spec.default;
  }
  return out;
}

/** Only the options that differ from their defaults (what a link or a file needs to carry). */
export function changedOptions(op: Operation, options: Options): Options {
  const out: Options = {};
  for (const spec of op.options) if (options[spec.key] !== spec.default && options[spec.key] !== undefined) out[spec.key] = options[spec.key]!;
  return out;
}

/** Problems with an entry's own schema (unit-tested for every entry): [] when it is sound. */
export function schemaProblems(op: Operation): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  if (!/^[a-z][a-zA-Z0-9]*$/.test(op.id)) problems.push(`id "${op.id}" is not camelCase`);
  for (const spec of op.options) {
    if (keys.has(spec.key)) problems.push(`option "${spec.key}" twice`);
    keys.add(spec.key);
    if (!spec.label) problems.push(`option "${spec.key}" has no label`);
    if (!validOption(spec, spec.default)) problems.push(`option "${spec.key}": default ${JSON.stringify(spec.default)} does not fit its own spec`);
    if (spec.type === 'choice') {
      if (spec.choices.length < 2) problems.push(`option "${spec.key}": fewer than two choices`);
      if (new Set(spec.choices.map((c) => c.value)).size !== spec.choices.length) problems.push(`option "${spec.key}": a choice twice`);
    }
    if (spec.type === 'number' && !(spec.min < spec.max && spec.step > 0)) problems.push(`option "${spec.key}": bounds`);
    if (spec.type === 'text' && !(spec.maxLength > 0)) problems.push(`option "${spec.key}": maxLength`);
  }
  return problems;
}
