import { useState } from 'react';
import type { TextOpName, TextOpOptions, TextOpResult, TextOps } from '@workers/text/ops';
import { notifySuccess } from '../notify';
import { runTextOp } from './runTextOp';
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

  const run = () =>
    runTextOp({
      empty: input === '',
      reset: () => {
        cancel();
        setResult(null);
      },
      compute: () => compute(input, options),
      show: (next) => {
        setResult(next);
        notifySuccess(succeeded(next));
      },
    });

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
