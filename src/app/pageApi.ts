import { OPERATIONS, getOperation, type OpError, type OptionSpec, type Value } from '@workers/ops/registry';
import { byteLength } from '@workers/text/utf8';
import { JobError, toJobError } from '../lib/jobs/errors';
import { recipeRunner, type RecipeOutcome } from '../lib/jobs/recipe';
import { i18n } from '../lib/i18n';
import { qualityPercent, validateImageFile, withImageType } from '../lib/imageFiles';
import { DEFAULT_IMAGE_EFFORT, IMAGE_EFFORTS, type ImageEffort } from '../lib/imageEffort';
import {
  IMAGE_CODEC_UNAVAILABLE, IMAGE_DECODE_FAILED, IMAGE_READ_FAILED, IMAGE_TARGET_UNREACHABLE, IMAGE_TOO_MANY_PIXELS, IMAGE_TRUNCATED,
} from '@workers/image/codes';
import { imageJobs, type ImageOutput, type ResizeSpec } from '../lib/jobs/image';
import type { ToolboxCompressOptions, ToolboxError, ToolboxImageResult, ToolboxInput, ToolboxResizeOptions, ToolboxOperation, ToolboxOption, ToolboxResult, ToolboxStep } from './toolbox';

/**
 * What `window.toolbox` does (src/app/pageApiStub.ts puts it on the window and loads this on the first call): the
 * site's operations for scripts, on the operation table the tool pages and the recipe builder share, run by the
 * recipe builder's engine on a worker instance of its own (so a script and the builder never trade the text a worker
 * holds). Same limits, same error keys, nothing leaves the browser.
 */

const runner = recipeRunner('api');

const label = (key: string) => i18n.t(key, { ns: 'ops' });

function describeOption(spec: OptionSpec): ToolboxOption {
  const base = { key: spec.key, label: label(spec.label) };
  switch (spec.type) {
    case 'choice':
      return { ...base, type: 'choice', default: spec.default, choices: spec.choices.map((c) => ({ value: c.value, label: label(c.label) })) };
    case 'boolean':
      return { ...base, type: 'boolean', default: spec.default };
    case 'text':
      return { ...base, type: 'text', default: spec.default, maxLength: spec.maxLength };
    default:
      return { ...base, type: 'number', default: spec.default, min: spec.min, max: spec.max, step: spec.step };
  }
}

function toolboxError(code: string, message: string, extra: Partial<ToolboxError> = {}): ToolboxError {
  const error = new Error(message) as ToolboxError;
  error.name = 'ToolboxError';
  error.code = code;
  return Object.assign(error, extra);
}

const fromOpError = (e: OpError, step?: number) =>
  toolboxError(e.key, i18n.t(`errors.${e.key}`, { ns: 'ops', ...e.values, defaultValue: e.key }), {
    ...(step === undefined ? {} : { step }),
    ...(e.at ? { at: e.at } : {}),
    ...(e.detail ? { detail: e.detail } : {}),
  });

/** A text for an operation that reads text, bytes for one that reads bytes (which also takes text). */
async function toValue(input: ToolboxInput, kind: 'text' | 'bytes'): Promise<Value> {
  if (typeof input === 'string') return input;
  if (input instanceof Uint8Array) return kind === 'text' ? new TextDecoder().decode(input) : input;
  if (input instanceof ArrayBuffer) return kind === 'text' ? new TextDecoder().decode(input) : new Uint8Array(input);
  if (input instanceof Blob) return kind === 'text' ? input.text() : new Uint8Array(await input.arrayBuffer());
  throw toolboxError('invalidInput', 'The input must be a string, a Uint8Array, an ArrayBuffer, a Blob or a File');
}

async function runSteps(steps: ToolboxStep[], input: ToolboxInput, signal?: AbortSignal): Promise<ToolboxResult> {
  if (!Array.isArray(steps) || steps.length === 0) throw toolboxError('invalidSteps', 'A recipe needs at least one step: { op, options? }');
  for (const step of steps) {
    if (!getOperation(step?.op)) throw toolboxError('unknownOperation', i18n.t('errors.unknownOperation', { ns: 'ops', op: String(step?.op) }));
  }
  const value = await toValue(input, getOperation(steps[0]!.op)!.input);
  let outcome: RecipeOutcome;
  try {
    outcome = await runner.run(
      steps.map((s) => ({ op: s.op, options: s.options ?? {}, enabled: true })),
      value,
      { signal, locale: i18n.resolvedLanguage, fresh: true },
    );
  } catch (err) {
    const { code } = err instanceof JobError ? err : toJobError(err);
    throw toolboxError(code, i18n.t(`errors.${code}`, { ns: 'ops', defaultValue: code }));
  }
  if (!outcome.ok) throw fromOpError(outcome.error, outcome.index);
  const output = outcome.output;
  // Counted when read, not in the job: UTF-8 sizes of 10 MiB in and 14 MiB out take ~8 ms, which a script that never
  // reads them should not pay inside every job's time (the API's target is the operation's own time, ±5 %).
  let bytes: { in: number; out: number } | null = null;
  const counted = () => (bytes ??= { in: byteLength(value), out: byteLength(output) });
  return {
    output,
    kind: typeof output === 'string' ? 'text' : 'bytes',
    get bytesIn() {
      return counted().in;
    },
    get bytesOut() {
      return counted().out;
    },
    timings: outcome.timings,
  };
}

/** Every operation, named in the page's language. */
export async function operations(): Promise<ToolboxOperation[]> {
  await i18n.loadNamespaces('ops');
  return OPERATIONS.map((op) => ({
    id: op.id,
    name: label(`names.${op.id}`),
    description: label(`descriptions.${op.id}`),
    group: op.group,
    input: op.input,
    output: op.output,
    options: op.options.map(describeOption),
  }));
}

export async function run(steps: ToolboxStep[], input: ToolboxInput, signal?: AbortSignal): Promise<ToolboxResult> {
  await i18n.loadNamespaces('ops');
  return runSteps(steps, input, signal);
}

// ——— the image tools' jobs ———

const IMAGE_CODES = [IMAGE_DECODE_FAILED, IMAGE_READ_FAILED, IMAGE_TRUNCATED, IMAGE_TOO_MANY_PIXELS, IMAGE_TARGET_UNREACHABLE, IMAGE_CODEC_UNAVAILABLE];

/** The file as the pages take it (an image, at most 10 MB), with its type filled in from its name when it has none. */
function imageFile(file: Blob): File {
  if (!(file instanceof Blob)) throw toolboxError('invalidInput', 'The input must be a Blob or a File');
  const named = file instanceof File ? file : new File([file], 'image', { type: file.type });
  const problem = validateImageFile(named);
  if (problem) throw toolboxError(problem, i18n.t(`files.${problem}`, { ns: 'common' }));
  return withImageType(named);
}

function imageError(err: unknown): ToolboxError {
  const { code, message } = toJobError(err);
  const image = IMAGE_CODES.find((c) => message.includes(c));
  return toolboxError(image ?? code, message);
}

async function imageJob(file: File, job: (signal?: AbortSignal) => Promise<ImageOutput>, signal?: AbortSignal): Promise<ToolboxImageResult> {
  const begun = performance.now();
  let out: ImageOutput;
  try {
    out = await job(signal);
  } catch (err) {
    throw imageError(err);
  }
  const { blob, width, height, sourceWidth, sourceHeight, codec, quality, encodeMs } = out;
  return { blob, width, height, sourceWidth, sourceHeight, codec, quality, bytesIn: file.size, bytesOut: blob.size, timings: { total: performance.now() - begun, encode: encodeMs } };
}

const qualityOf = (q: number | undefined, fallback: number) => (q === undefined ? fallback : qualityPercent(q));

/** The API's effort, as the pages' (not the visitor's remembered choice: a script says what it wants). */
function effortOf(effort: unknown): ImageEffort {
  if (effort === undefined) return DEFAULT_IMAGE_EFFORT;
  const known = IMAGE_EFFORTS.find((e) => e === effort);
  if (!known) throw toolboxError('invalidOptions', `effort must be ${IMAGE_EFFORTS.map((e) => `'${e}'`).join(' or ')}`);
  return known;
}

export async function compressImage(input: Blob, o: ToolboxCompressOptions, signal?: AbortSignal): Promise<ToolboxImageResult> {
  const file = imageFile(input);
  const options = { format: o.format ?? 'image/jpeg', quality: qualityOf(o.quality, 75), maxWidth: o.maxWidth, maxHeight: o.maxHeight, targetBytes: o.targetBytes, keepMetadata: o.keepMetadata, effort: effortOf(o.effort) };
  return imageJob(file, (s) => imageJobs.compress(file, options, { signal: s }), signal);
}

export async function resizeImage(input: Blob, o: ToolboxResizeOptions, signal?: AbortSignal): Promise<ToolboxImageResult> {
  const file = imageFile(input);
  const spec: ResizeSpec | null =
    o.percent !== undefined ? { mode: 'percent', percent: o.percent }
      : o.width !== undefined && o.height !== undefined ? { mode: 'box', width: o.width, height: o.height, keepAspect: o.keepAspect ?? true }
        : null;
  if (!spec) throw toolboxError('invalidOptions', 'Resize needs { percent } or { width, height }');
  const options = { spec, format: o.format ?? 'image/jpeg', quality: qualityOf(o.quality, 90), keepMetadata: o.keepMetadata, effort: effortOf(o.effort) };
  return imageJob(file, (s) => imageJobs.resize(file, options, { signal: s }), signal);
}
