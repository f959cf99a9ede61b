import { useTranslation } from 'react-i18next';
import { ListX } from 'lucide-react';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { useTextTool } from '../../ui/text/useTextTool';
import { TextOpPage } from '../../ui/text/TextOpPage';
import { notifySuccess } from '../../ui/notify';
import { DEDUPE_LINES_OPTIONS, DEFAULT_DEDUPE_OPTIONS, dedupeOp } from '@workers/text/dedupeLines';

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
  const { t } = useTranslation(NS);
  const labels = useOpLabels(NS);
  const tool = useTextTool('dedupeLines', dedupeOp, DEFAULT_DEDUPE_OPTIONS, {
    output: (r) => r.output,
    succeeded: (r) => notifySuccess(t('removed', { count: r.duplicates })),
  });
  const { options, result } = tool;
  const status = result && (
    <>
      {t('removed', { count: result.duplicates })}
      {result.emptyRemoved > 0 && ` · ${t('emptyRemoved', { count: result.emptyRemoved })}`}
    </>
  );

  return (
    <TextOpPage
      toolId="duplicate-remover"
      tool={tool}
      example={EXAMPLE}
      input={{ placeholder: t('inputPlaceholder'), fileAccept: '.txt,.csv,text/plain' }}
      action={{ icon: ListX, label: t('removeDuplicates'), status }}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <OptionFields specs={DEDUPE_LINES_OPTIONS} values={options} labels={labels} onChange={(key, v) => tool.setOption(key, v === true)} />
      </div>
    </TextOpPage>
  );
}
