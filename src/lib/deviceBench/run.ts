import { benchInputJobs } from '../jobs/benchInputs';
import { dataJobs } from '../jobs/data';
import { JobError, toJobError } from '../jobs/errors';
import { hashJobs } from '../jobs/hash';
import { imageJobs } from '../jobs/image';
import { encoderProblem } from '../imageFiles';
import { recipeRunner } from '../jobs/recipe';
import { textJobs } from '../jobs/text';
import { nextTask } from '../nextTask';
import { BENCH_ROWS, type BenchMode, type BenchRowId, type BenchRowSpec } from './suite';

/**
 * Runs the device benchmark's suite in the site's own workers, the very job clients the tool pages use. Each row:
 * its input is made in the inputs worker and the row's worker is warmed on a tiny input (neither is timed), then the
 * one job is timed from the call to its answer on the page, transfers included, as a visitor waits for it.
 * Nothing big stays on the page: each input is dropped when its row ends.
 */

export type RowFailure = 'timeout' | 'crashed' | 'failed' | 'codecUnavailable' | 'wrongResult';

export interface SuiteEvents {
  /** A row begins: first its input is made (`preparing`), then its job runs (`running`). */
  onRow(index: number, phase: 'preparing' | 'running'): void;
  /** The running job's own progress, 0..1. */
  onProgress(fraction: number): void;
  onRowDone(index: number, ms: number): void;
  onRowFailed(index: number, reason: RowFailure): void;
}

/** The timed part of a row: resolves when the job has answered, rejects when it failed. */
type TimedJob = (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<void>;

/** The recipe builder's five steps, with their default options (as tests/bench/rows/recipe.ts runs them). */
export const RECIPE_STEPS = ['whitespace', 'dedupeLines', 'sortLines', 'base64Encode', 'sha256'] as const;
const recipeSteps = RECIPE_STEPS.map((op) => ({ op, options: {}, enabled: true }));
/** A worker of the recipe engine's own for the benchmark: the builder's held text is never disturbed. */
const recipe = recipeRunner('bench');
/** The same locale on every device: sorting follows the locale's collation. */
const RECIPE_LOCALE = 'en';
const JSON_OPTIONS = { mode: 'format', indent: '2', sortKeys: false } as const;
const DIFF_OPTIONS = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false } as const;
const WARM_TEXT = 'b\na\nb\n';

class WrongResult extends Error {}

function check(ok: boolean): void {
  if (!ok) throw new WrongResult();
}

const asFile = (blob: Blob, name: string) => new File([blob], name, { type: blob.type || 'image/jpeg' });

async function photoJob(spec: BenchRowSpec, mode: BenchMode, format: 'image/jpeg' | 'image/avif', signal: AbortSignal): Promise<TimedJob> {
  const input = spec.input[mode];
  if (input.kind !== 'photo') throw new Error(`${spec.id} takes a photo`);
  // Warm: the worker and its codec (a WebAssembly module, fetched and compiled once) on a thumbnail.
  const thumb = asFile(await benchInputJobs.photo(64, 48, { signal }), 'warm.jpg');
  await imageJobs.compress(thumb, { format, quality: 75 }, { signal });
  const photo = asFile(await benchInputJobs.photo(input.width, input.height, { signal }), 'bench-photo.jpg');
  return async (s, onProgress) => {
    const out = await imageJobs.compress(photo, { format, quality: 75 }, { signal: s, onProgress });
    check(out.blob.size > 0 && out.width === input.width && out.height === input.height);
  };
}

/** Makes a row's input and warms its worker (untimed); the job to time comes back. */
async function prepareRow(spec: BenchRowSpec, mode: BenchMode, signal: AbortSignal): Promise<TimedJob> {
  const input = spec.input[mode];
  const size = input.kind === 'bytes' ? input.bytes : 0;
  const jobs: Record<BenchRowId, () => Promise<TimedJob>> = {
    hashText: async () => {
      await hashJobs.text(WARM_TEXT, { signal });
      const text = await benchInputJobs.lines(size, { signal });
      return async (s, onProgress) => check((await hashJobs.text(text, { signal: s, onProgress })).bytes === size);
    },
    hashFile: async () => {
      await hashJobs.file(new Blob([WARM_TEXT]), { signal });
      const file = await benchInputJobs.bytes(size, { signal });
      return async (s, onProgress) => check((await hashJobs.file(file, { signal: s, onProgress })).bytes === size);
    },
    jsonFormat: async () => {
      await dataJobs.formatJson('[{"a":1}]', JSON_OPTIONS, { signal });
      const json = await benchInputJobs.json(size, { signal });
      return async (s, onProgress) => check((await dataJobs.formatJson(json, JSON_OPTIONS, { signal: s, onProgress })).ok);
    },
    textDiff: async () => {
      await textJobs.diff('a\nb\n', 'a\nc\n', DIFF_OPTIONS, { signal });
      const { a, b } = await benchInputJobs.diffTexts(size, { signal });
      return async (s, onProgress) => check(!(await textJobs.diff(a, b, DIFF_OPTIONS, { signal: s, onProgress })).identical);
    },
    mozjpeg: () => photoJob(spec, mode, 'image/jpeg', signal),
    avif: () => photoJob(spec, mode, 'image/avif', signal),
    recipe: async () => {
      check((await recipe.run(recipeSteps, WARM_TEXT, { signal, locale: RECIPE_LOCALE, fresh: true })).ok);
      const text = await benchInputJobs.lines(size, { signal });
      return async (s, onProgress) => {
        let done = 0;
        const outcome = await recipe.run(recipeSteps, text, {
          signal: s,
          locale: RECIPE_LOCALE,
          fresh: true,
          onEvent: (e) => {
            if (e.type === 'done') done += 1;
            onProgress((done + (e.type === 'progress' ? e.fraction : 0)) / recipeSteps.length);
          },
        });
        check(outcome.ok && typeof outcome.output === 'string' && /^[0-9a-f]{64}$/.test(outcome.output));
      };
    },
  };
  return jobs[spec.id]();
}

/**
 * Hands back the memory a row's workers keep once it is done: an image worker's WebAssembly heap stays as large as
 * its biggest photo (hundreds of MB for 12 MP), and the recipe engine keeps every step's output. On a phone, the
 * next rows would otherwise run beside all of it. The next job in those workers starts a fresh one.
 */
function releaseRow(id: BenchRowId): void {
  if (id === 'mozjpeg' || id === 'avif') imageJobs.cancel();
  else if (id === 'recipe') recipe.cancel();
}

function failureOf(err: unknown): RowFailure {
  if (err instanceof WrongResult) return 'wrongResult';
  if (encoderProblem(err)?.kind === 'codecUnavailable') return 'codecUnavailable';
  const { code } = err instanceof JobError ? err : toJobError(err);
  return code === 'cancelled' ? 'failed' : code;
}

const cancelled = () => new JobError('cancelled');

/**
 * Runs every row in order. A row that fails is marked and the next one runs; Cancel (the signal) stops the job
 * running now (its worker is terminated) and rejects with a `cancelled` JobError, the finished rows' times already
 * reported. Resolves with each row's milliseconds (null for a failed row).
 */
export async function runSuite(mode: BenchMode, signal: AbortSignal, events: SuiteEvents): Promise<(number | null)[]> {
  const times: (number | null)[] = [];
  try {
    for (const [index, spec] of BENCH_ROWS.entries()) {
      if (signal.aborted) throw cancelled();
      events.onRow(index, 'preparing');
      // A task boundary between rows: the page paints the row that starts, and input waits for nothing.
      await nextTask();
      try {
        const job = await prepareRow(spec, mode, signal);
        events.onRow(index, 'running');
        events.onProgress(0);
        const start = performance.now();
        await job(signal, events.onProgress);
        const ms = performance.now() - start;
        times.push(ms);
        events.onRowDone(index, ms);
      } catch (err) {
        if (signal.aborted) throw cancelled();
        times.push(null);
        events.onRowFailed(index, failureOf(err));
      } finally {
        releaseRow(spec.id);
      }
    }
  } finally {
    // The inputs worker made 100 MiB and more; its heap goes with it.
    benchInputJobs.cancel();
  }
  return times;
}
