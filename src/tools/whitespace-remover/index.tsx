import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField } from '../../ui/Field';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyJobError } from '../../ui/jobMessages';
import { useTextOp } from '../../ui/useTextOp';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock, notifySuccess } from '../../ui/notify';
import { cleanWhitespace, DEFAULT_WHITESPACE_OPTIONS, whitespaceOp, type WhitespaceOptions, type WhitespaceResult } from '../../../workers/text/whitespace';

const NS = 'tools/whitespace-remover';


const OPTION_KEYS: (keyof WhitespaceOptions)[] = ['extraSpaces', 'tabs', 'trimLines', 'lineBreaks'];

export default function WhitespaceRemover() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<WhitespaceOptions>(DEFAULT_WHITESPACE_OPTIONS);
  const [result, setResult] = useState<WhitespaceResult | null>(null);
  const { compute, cancel, job } = useTextOp('whitespace', whitespaceOp);

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
      notifySuccess(t('removed', { count: next.removed }));
    } catch (err) {
      notifyJobError(err);
    }
  };

  return (
    <ToolLayout
      toolId="whitespace-remover"
      onExample={() => {
        const example = t('example');
        setInput(example);
        setOptions(DEFAULT_WHITESPACE_OPTIONS);
        setResult(cleanWhitespace(example, DEFAULT_WHITESPACE_OPTIONS));
      }}
      onClear={() => {
        cancel();
        setInput('');
        setResult(null);
      }}
      copyValue={() => result?.output ?? ''}
      hasResult={!!result?.output}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea label={t('common:tool.input')} value={input} onChange={setInput} fileAccept=".txt,text/plain" />
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTION_KEYS.map((key) => (
          <CheckboxField
            key={key}
            label={t(`options.${key}`)}
            checked={options[key]}
            onChange={(checked) => setOptions((o) => ({ ...o, [key]: checked }))}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('clean')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {result && t('removed', { count: result.removed })}
        </p>
      </div>
      <OutputArea label={t('common:tool.output')} value={result?.output ?? ''} />
    </ToolLayout>
  );
}
