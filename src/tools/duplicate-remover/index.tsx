import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListX } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField } from '../../ui/Field';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyJobError } from '../../ui/jobMessages';
import { useTextOp } from '../../ui/useTextOp';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock, notifySuccess } from '../../ui/notify';
import { DEFAULT_DEDUPE_OPTIONS, dedupeOp, removeDuplicateLines, type DedupeOptions, type DedupeResult } from '../../../workers/text/dedupeLines';

const NS = 'tools/duplicate-remover';

const EXAMPLE = [
  'apple@example.com',
  'banana@example.com',
  'Apple@example.com',
  '',
  'cherry@example.com',
  'banana@example.com  ',
  'apple@example.com',
  '',
  'date@example.com',
].join('\n');

export default function DuplicateRemover() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<DedupeOptions>(DEFAULT_DEDUPE_OPTIONS);
  const [result, setResult] = useState<DedupeResult | null>(null);
  const { compute, cancel, job } = useTextOp('dedupe', dedupeOp);

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
      notifySuccess(t('removed', { count: next.duplicates }));
    } catch (err) {
      notifyJobError(err);
    }
  };

  const setOption = (key: keyof DedupeOptions) => (checked: boolean) => setOptions((o) => ({ ...o, [key]: checked }));

  return (
    <ToolLayout
      toolId="duplicate-remover"
      onExample={() => {
        setInput(EXAMPLE);
        setOptions(DEFAULT_DEDUPE_OPTIONS);
        setResult(removeDuplicateLines(EXAMPLE, DEFAULT_DEDUPE_OPTIONS));
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
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={setInput} fileAccept=".txt,.csv,text/plain" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CheckboxField label={t('removeEmpty')} checked={options.removeEmpty} onChange={setOption('removeEmpty')} />
        <CheckboxField label={t('caseSensitive')} checked={options.caseSensitive} onChange={setOption('caseSensitive')} />
        <CheckboxField label={t('trim')} checked={options.trim} onChange={setOption('trim')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()}>
          <ListX className="h-4 w-4" aria-hidden="true" /> {t('removeDuplicates')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {result && t('removed', { count: result.duplicates })}
          {result && result.emptyRemoved > 0 && ` · ${t('emptyRemoved', { count: result.emptyRemoved })}`}
        </p>
      </div>
      <OutputArea label={t('common:tool.output')} value={result?.output ?? ''} />
    </ToolLayout>
  );
}
