import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownAZ } from 'lucide-react';
import { RadioGroup } from '../../ui/choice/RadioGroup';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { choiceLabel, optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { runTextOp } from '../../ui/text/runTextOp';
import { useTextOp } from '../../ui/useTextOp';
import { isBlank } from '../../lib/isBlank';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifySuccess } from '../../ui/notify';
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
  const { compute, cancel, job } = useTextOp('sortLines', sortOp);

  const set = <K extends keyof SortOptions>(key: K, value: SortOptions[K]) =>
    setOptions((prev) => ({ ...prev, [key]: value }));

  const onSort = () =>
    runTextOp({
      empty: isBlank(input),
      reset: () => {
        cancel();
        setOutput('');
      },
      compute: () => compute(input, { ...options, locale: i18n.resolvedLanguage }),
      show: (result) => {
        setOutput(result.text);
        notifySuccess(t('sorted', { count: result.lines }));
      },
    });

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
        <RadioGroup
          legend={labels(orderSpec.label)}
          options={ORDERS}
          value={options.order}
          onChange={(order) => set('order', order)}
          label={(order) => choiceLabel(labels, orderSpec, order)}
          rowClassName={null}
        />
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
