import { useCallback, useState } from 'react';
import type { JobKind } from '../../store/jobs';
import { jobErrorMessage, notifyJobError } from '../jobMessages';
import { notifyError, notifyStock } from '../notify';
import { useJob, type JobRunContext } from '../useJob';
import type { TFunction } from 'i18next';
import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

/** The successful shape of a job's outcome (e.g. `DataResult<T>` → `{ ok: true } & T`). */
export type ConvertOk<O> = Extract<O, { ok: true }>;
/** The error a failed outcome carries (`never` for a job that cannot fail on its input). */
export type ConvertFailure<O> = Extract<O, { ok: false }> extends { error: infer E } ? E : never;

/** One job for a non-blank text: the tool's worker call (ctx carries onProgress and the abort signal). */
export type ConvertTask<O> = (text: string, ctx: JobRunContext) => Promise<O>;

export interface ConvertJobSettings<O, E> {
  /** The job Convert and Load example run (a call may pass its own `task`). */
  task?: ConvertTask<O>;
  /** Which worker runs the job (default 'data'). */
  kind?: JobKind;
  /** Toast for a blank input (default the stock "Please enter some text first"). */
  emptyMessage?: string;
  /** The sentence toasted for a failed outcome; the tool shows `error` inline itself. */
  describeError?: (error: E) => string;
}

export interface ConvertRunOptions<O> {
  /** No success toast (Load example is announced by ToolLayout already). */
  quiet?: boolean;
  /** The success toast (default the stock "Text converted!"). */
  notify?: () => void;
  /** This run's job instead of the settings' `task` (e.g. another mode). */
  task?: ConvertTask<O>;
}

function isOk<O extends { ok: boolean }>(outcome: O): outcome is ConvertOk<O> {
  return outcome.ok;
}

/**
 * The wiring every "text in → worker job → text out" tool shares (csv-to-json,
 * json-to-csv, xml-to-json, json-formatter, markdown-to-html): the input state,
 * one job at a time with Cancel, the blank-input message, the ok / error outcome
 * with its toast, and Clear. `O` is the job's outcome type, e.g. `CsvToJsonResult`;
 * the last successful outcome is `result`, the last failure's error is `error`.
 */
export function useConvertJob<O extends { ok: boolean }>(settings: ConvertJobSettings<O, ConvertFailure<O>>) {
  const { kind = 'data', emptyMessage, describeError } = settings;
  const [input, setInput] = useState('');
  const [result, setResult] = useState<ConvertOk<O> | null>(null);
  const [error, setError] = useState<ConvertFailure<O> | null>(null);
  const { run, cancel, job } = useJob(kind);

  /** Stable, so a memoised BigTextArea is not re-rendered by job progress. */
  const onInput = useCallback((value: string) => setInput(value), []);

  /**
   * Runs the job for a non-blank `text`. Resolves to the successful outcome, or
   * null when the input was blank, the outcome failed, or the job was cancelled
   * or broke (each already told to the user).
   */
  const convert = async (text: string, { quiet = false, notify, task = settings.task }: ConvertRunOptions<O> = {}): Promise<ConvertOk<O> | null> => {
    if (!text.trim()) {
      // Nothing to convert: the previous result is not this input's, so it goes (never shown as current).
      cancel();
      setResult(null);
      setError(null);
      if (emptyMessage) notifyError(emptyMessage);
      else notifyStock('enterText');
      return null;
    }
    if (!task) throw new Error('useConvertJob: no task');
    try {
      const outcome = await run((ctx) => task(text, ctx));
      if (!isOk(outcome)) {
        const failure = (outcome as Extract<O, { ok: false }> & { error: ConvertFailure<O> }).error;
        setError(failure);
        setResult(null);
        notifyError(describeError ? describeError(failure) : jobErrorMessage(failure));
        return null;
      }
      setError(null);
      setResult(outcome);
      if (!quiet) {
        if (notify) notify();
        else notifyStock('converted');
      }
      return outcome;
    } catch (err) {
      notifyJobError(err);
      return null;
    }
  };

  /** Load example: puts `text` in the input and converts it (quietly: ToolLayout announces the example). */
  const loadExample = (text: string) => {
    setInput(text);
    void convert(text, { quiet: true });
  };

  /** Clear: stops a running job and empties the input, the result and the error. */
  const clear = () => {
    cancel();
    setInput('');
    setResult(null);
    setError(null);
  };

  const jobProps = { state: job, onCancel: cancel };
  /**
   * The props ToolLayout takes from the job, as the page shows it: the job's progress ("working" in the tool's
   * namespace, `t`), Load example (its `example`), Clear, and Copy of `output`.
   */
  const layout = (t: TFunction, output: string) => ({
    job: { ...jobProps, label: t('working') },
    onExample: () => loadExample(t('example')),
    onClear: clear,
    copyValue: () => output,
    hasResult: output !== '',
  });

  return { input, setInput, onInput, result, error, convert, loadExample, clear, job: jobProps, layout };
}

/** A data tool's error sentence: its own key for the error (`message`), read in its namespace (`t`). */
export function dataErrorText(t: TFunction, message: (error: DataError) => DataErrorMessage) {
  return (error: DataError): string => {
    const { key, values } = message(error);
    return t(key, values);
  };
}
