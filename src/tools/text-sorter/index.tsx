import { useTranslation } from 'react-i18next';
import { ArrowDownAZ } from 'lucide-react';
import { RadioGroup } from '../../ui/choice/RadioGroup';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { choiceLabel, optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { isBlank } from '../../lib/isBlank';
import { OutputArea } from '../../ui/OutputArea';
import { RunButton } from '../../ui/RunButton';
import { notifySuccess } from '../../ui/notify';
import { DEFAULT_SORT_OPTIONS, SORT_LINES_OPTIONS, sortOp, type SortOrder } from '@workers/text/sortLines';

const NS = 'tools/text-sorter';
const ORDERS: readonly SortOrder[] = ['asc', 'desc'];
const orderSpec = optionSpec(SORT_LINES_OPTIONS, 'order');
const FLAGS = SORT_LINES_OPTIONS.filter((spec) => spec.type === 'boolean');

export default function TextSorter() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const tool = useTextTool('sortLines', sortOp, DEFAULT_SORT_OPTIONS, {
    output: (result) => result.text,
    succeeded: (result) => notifySuccess(t('sorted', { count: result.lines })),
    empty: isBlank,
    resolve: (options) => ({ ...options, locale: i18n.resolvedLanguage }),
  });
  const { options, setOption } = tool;

  // The example is sorted as the options stand: it shows what they do.
  return (
    <ToolLayout toolId="text-sorter" onExample={() => tool.loadExample(t('example'), options)} {...tool.layout}>
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={tool.input} onChange={tool.setInput} fileAccept=".txt,.csv,text/plain" />
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:gap-8">
        <RadioGroup
          legend={labels(orderSpec.label)}
          options={ORDERS}
          value={options.order}
          onChange={(order) => setOption('order', order)}
          label={(order) => choiceLabel(labels, orderSpec, order)}
          rowClassName={null}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('optionsLabel')}</legend>
          <OptionFields specs={FLAGS} values={options} labels={labels} onChange={(key, v) => setOption(key, v === true)} />
        </fieldset>
      </div>
      <RunButton icon={ArrowDownAZ} label={t('sort')} onClick={() => void tool.run()} />
      <OutputArea label={t('common:tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
