import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Replace } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField } from '../../ui/Field';
import { OptionFields } from '../../ui/ops/OptionField';
import { optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { jobErrorMessage } from '../../ui/jobMessages';
import { useJob } from '../../ui/useJob';
import { useTextOp } from '../../ui/useTextOp';
import { regexJobs } from '../../lib/jobs/regex';
import { isCancelled, toJobError } from '../../lib/jobs/errors';
import { OutputArea } from '../../ui/OutputArea';
import { ActionRow } from '../../ui/text/ActionRow';
import { notifyError, notifyStock, notifySuccess } from '../../ui/notify';
import { REPLACE_OPTIONS, replacePlainOp, replaceText, type ReplaceOptions, type ReplaceResult } from '@workers/text/replace';

const NS = 'tools/text-replacer';
/** Find and replacement are the page's own fields (placeholders, a hint, a monospace pattern); the flags draw from the schema. */
const FLAGS = REPLACE_OPTIONS.filter((spec) => spec.type === 'boolean');


export default function TextReplacer() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const [input, setInput] = useState('');
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<ReplaceOptions>({ caseSensitive: false, useRegex: false });
  const [output, setOutput] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  // The user's own patterns run only in the regex worker, with a time limit; literal text runs where its size fits.
  const plain = useTextOp('replace', replacePlainOp);
  const regex = useJob('regex');
  const job = regex.job?.status === 'running' ? regex.job : plain.job;
  const cancel = () => {
    plain.cancel();
    regex.cancel();
  };

  // Case-insensitive plain text is matched with an (escaped) regex too, and a huge search string can make
  // even that take seconds to compile, so it runs under the same time limit; case-sensitive plain text needs no regex.
  const replace = (text: string, opts: ReplaceOptions): Promise<ReplaceResult> =>
    opts.useRegex || !opts.caseSensitive
      ? regex.run(({ signal }) => regexJobs.replace(text, find, replacement, opts, { signal }))
      : plain.compute(text, { find, replacement, caseSensitive: true });

  const run = async () => {
    if (input === '') {
      // Nothing to work on: the previous result is not this input's, so it goes.
      cancel();
      setOutput('');
      setCount(null);
      setError(null);
      notifyStock('enterText');
      return;
    }
    if (find === '') {
      notifyError(t('enterFind'));
      return;
    }
    setError(null);
    try {
      const result = await replace(input, options);
      if (!result.ok) {
        // The engine's reason is English only: it is shown as a detail under the translated message.
        setError({ message: t('invalidRegex'), detail: result.detail });
        notifyError(t('invalidRegex'));
        return;
      }
      setOutput(result.output);
      setCount(result.count);
      if (result.count === 0) notifyError(t('noMatches'));
      else notifySuccess(t('replacements', { count: result.count }));
    } catch (err) {
      if (isCancelled(err)) return;
      const message = toJobError(err).code === 'timeout' ? t('common:regex.timeout') : jobErrorMessage(err);
      setError({ message });
      notifyError(message);
    }
  };

  const setOption = (key: keyof ReplaceOptions) => (checked: boolean) => setOptions((o) => ({ ...o, [key]: checked }));

  return (
    <ToolLayout
      toolId="text-replacer"
      onExample={() => {
        const opts = { caseSensitive: false, useRegex: false };
        const example = { input: t('example.input'), find: t('example.find'), replacement: t('example.replacement') };
        setInput(example.input);
        setFind(example.find);
        setReplacement(example.replacement);
        setOptions(opts);
        setError(null);
        // The example is plain text (no user pattern), so it runs here, at once.
        const result = replaceText(example.input, example.find, example.replacement, opts);
        if (result.ok) {
          setOutput(result.output);
          setCount(result.count);
        }
      }}
      onClear={() => {
        cancel();
        setInput('');
        setOutput('');
        setCount(null);
        setError(null);
      }}
      copyValue={() => output}
      hasResult={!!output}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea label={t('common:tool.input')} value={input} onChange={setInput} fileAccept=".txt,text/plain" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={labels(optionSpec(REPLACE_OPTIONS, 'find').label)}
          placeholder={t('findPlaceholder')}
          value={find}
          onChange={(e) => setFind(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          className={options.useRegex ? 'font-mono' : undefined}
        />
        <InputField
          label={labels(optionSpec(REPLACE_OPTIONS, 'replacement').label)}
          placeholder={t('replacePlaceholder')}
          value={replacement}
          onChange={(e) => setReplacement(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          hint={options.useRegex ? t('regexHint') : undefined}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <OptionFields specs={FLAGS} values={options} labels={labels} onChange={(key, v) => setOption(key)(v === true)} />
      </div>
      <ActionRow icon={Replace} label={t('replaceAll')} onClick={() => void run()} status={count !== null && t('replacements', { count })} />
      {error && <ErrorPanel message={error.message} detail={error.detail} />}
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
