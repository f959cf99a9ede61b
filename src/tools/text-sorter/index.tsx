import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownAZ } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { choiceLabel, optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyJobError } from '../../ui/jobMessages';
import { useTextOp } from '../../ui/useTextOp';
import { isBlank } from '../../lib/isBlank';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock, notifySuccess } from '../../ui/notify';
import { DEFAULT_SORT_OPTIONS, SORT_LINES_OPTIONS, sortLines, sortOp, type SortOptions, type SortOrder } from '@workers/text/sortLines';

const NS = 'tools/text-sorter';
const ORDERS: readonly SortOrder[] = ['asc', 'desc'];
const orderSpec = optionSpec(SORT_LINES_OPTIONS, 'order');
const FLAGS = SORT_LINES_OPTIONS.filter((spec) => spec.type === 'boolean');

export default function TextSorter() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [options, setOptions] = useState<SortOptions>(DEFAULT_SORT_OPTIONS);
  const radioName = useId();
  const { compute, cancel, job } = useTextOp('sortLines', sortOp);

  const set = <K extends keyof SortOptions>(key: K, value: SortOptions[K]) =>
    setOptions((prev) => ({ ...prev, [key]: value }));

  const onSort = async () => {
    if (isBlank(input)) {
      // Nothing to work on: the previous result is not this input's, so it goes.
      cancel();
      setOutput('');
      notifyStock('enterText');
      return;
    }
    try {
      const result = await compute(input, { ...options, locale: i18n.resolvedLanguage });
      setOutput(result.text);
      notifySuccess(t('sorted', { count: result.lines }));
    } catch (err) {
      notifyJobError(err);
    }
  };

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setOutput(sortLines(example, { ...options, locale: i18n.resolvedLanguage }).text);
  };

  return (
    <ToolLayout
      toolId="text-sorter"
      onExample={onExample}
      onClear={() => { cancel(); setInput(''); setOutput(''); }}
      copyValue={() => output}
      hasResult={!!output}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={setInput} fileAccept=".txt,.csv,text/plain" />
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:gap-8">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{labels(orderSpec.label)}</legend>
          {ORDERS.map((order) => (
            <label key={order} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={radioName}
                value={order}
                checked={options.order === order}
                onChange={() => set('order', order)}
                className="h-4 w-4 accent-primary"
              />
              {choiceLabel(labels, orderSpec, order)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('optionsLabel')}</legend>
          <OptionFields specs={FLAGS} values={options} labels={labels} onChange={(key, v) => setOptions((prev) => ({ ...prev, [key]: v }))} />
        </fieldset>
      </div>
      <div>
        <Button onClick={() => void onSort()}>
          <ArrowDownAZ className="h-4 w-4" aria-hidden="true" /> {t('sort')}
        </Button>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
