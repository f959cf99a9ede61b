import { useTranslation } from 'react-i18next';
import { ListX } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { OutputArea } from '../../ui/OutputArea';
import { ActionRow } from '../../ui/text/ActionRow';
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
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const tool = useTextTool('dedupeLines', dedupeOp, DEFAULT_DEDUPE_OPTIONS, {
    output: (r) => r.output,
    succeeded: (r) => notifySuccess(t('removed', { count: r.duplicates })),
  });
  const { input, options, result } = tool;

  return (
    <ToolLayout toolId="duplicate-remover" onExample={() => tool.loadExample(EXAMPLE)} {...tool.layout}>
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={tool.setInput} fileAccept=".txt,.csv,text/plain" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <OptionFields specs={DEDUPE_LINES_OPTIONS} values={options} labels={labels} onChange={(key, v) => tool.setOption(key, v === true)} />
      </div>
      <ActionRow
        icon={ListX}
        label={t('removeDuplicates')}
        onClick={() => void tool.run()}
        status={result && (
          <>
            {t('removed', { count: result.duplicates })}
            {result.emptyRemoved > 0 && ` · ${t('emptyRemoved', { count: result.emptyRemoved })}`}
          </>
        )}
      />
      <OutputArea label={t('common:tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
