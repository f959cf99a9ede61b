import { useState } from 'react';
import type { TextOpName, TextOpOptions, TextOpResult, TextOps } from '@workers/text/ops';
import { notifyJobError } from '../jobMessages';
import { notifyStock, notifySuccess } from '../notify';
import { useTextOp } from '../useTextOp';

/**
 * A text tool that runs one operation (workers/text/ops.ts) with a set of options over its input and shows the
 * result: the input, the options, the result, and what its Run, Load example and Clear do. The page draws its own
 * options and says what the success toast says.
 */
export function useTextTool<K extends TextOpName>(op: K, local: TextOps[K], defaults: TextOpOptions<K>, succeeded: (result: TextOpResult<K>) => string) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<TextOpOptions<K>>(defaults);
  const [result, setResult] = useState<TextOpResult<K> | null>(null);
  const { compute, cancel, job } = useTextOp(op, local);

  const run = async () => {
    if (input === '') {
      // Nothing to work on: the previous result is not this input's, so it goes.
      cancel();
      setResult(null);
      notifyStock('enterText');
      return;
    }
    try {
      const next = await compute(input, options);
      setResult(next);
      notifySuccess(succeeded(next));
    } catch (err) {
      notifyJobError(err);
    }
  };

  /** The example with the default options, its result shown at once (it is small: no worker). */
  const loadExample = (example: string) => {
    setInput(example);
    setOptions(defaults);
    setResult((local as (text: string, options: TextOpOptions<K>) => TextOpResult<K>)(example, defaults));
  };

  const clear = () => {
    cancel();
    setInput('');
    setResult(null);
  };

  const setOption = <O extends keyof TextOpOptions<K>>(key: O) => (value: TextOpOptions<K>[O]) =>
    setOptions((o) => ({ ...o, [key]: value }));

  return { input, setInput, options, setOption, result, run, loadExample, clear, job, cancel };
}
