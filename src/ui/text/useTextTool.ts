import { useState } from 'react';
import type { TextOpName, TextOpOptions, TextOpResult, TextOps } from '@workers/text/ops';
import { notifyJobError } from '../jobMessages';
import { notifyStock } from '../notify';
import { useTextOp } from '../useTextOp';

/** What the page says of its operation's result and input. */
export interface TextToolPage<K extends TextOpName> {
  /** The text the output field shows of a result. */
  output: (result: TextOpResult<K>) => string;
  /** Says the run went well (a toast). */
  succeeded: (result: TextOpResult<K>) => void;
  /** Input with nothing to work on: no text at all, or only blanks where the tool says so. */
  empty?: (input: string) => boolean;
  /** The options as the operation takes them, with what the page adds (the sorter's locale). */
  resolve?: (options: TextOpOptions<K>) => TextOpOptions<K>;
}

const isEmpty = (input: string) => input === '';

/**
 * A text tool that runs one operation (workers/text/ops.ts) with a set of options over its input and shows the
 * result: the input, the options, the result, what its Run, Load example and Clear do, and the props ToolLayout
 * takes from them (`layout`). The page draws its input, its options and its button.
 */
export function useTextTool<K extends TextOpName>(op: K, local: TextOps[K], defaults: TextOpOptions<K>, page: TextToolPage<K>) {
  const { output, succeeded, empty = isEmpty, resolve = (o) => o } = page;
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<TextOpOptions<K>>(defaults);
  const [result, setResult] = useState<TextOpResult<K> | null>(null);
  const { compute, cancel, job } = useTextOp(op, local);
  const shown = result === null ? '' : output(result);

  /**
   * Runs with the options as they stand, or with others (a button per mode) that become the options once shown. No
   * input: the stock "enter some text", and the previous result goes (it is not this input's). A failed job says so.
   */
  const run = async (with_ = options) => {
    if (empty(input)) {
      cancel();
      setResult(null);
      notifyStock('enterText');
      return;
    }
    try {
      const next = await compute(input, resolve(with_));
      setOptions(with_);
      setResult(next);
      succeeded(next);
    } catch (err) {
      notifyJobError(err);
    }
  };

  /** The example with the given options (the defaults unless the page keeps its own), its result shown at once (it is small: no worker). */
  const loadExample = (example: string, with_ = defaults) => {
    setInput(example);
    setOptions(with_);
    setResult((local as (text: string, options: TextOpOptions<K>) => TextOpResult<K>)(example, resolve(with_)));
  };

  const clear = () => {
    cancel();
    setInput('');
    setResult(null);
  };

  const setOption = <O extends keyof TextOpOptions<K>>(key: O, value: TextOpOptions<K>[O]) =>
    setOptions((o) => ({ ...o, [key]: value }));

  const layout = { onClear: clear, copyValue: () => shown, hasResult: shown !== '', job: { state: job, onCancel: cancel } };

  return { input, setInput, options, setOption, result, output: shown, run, loadExample, layout };
}
