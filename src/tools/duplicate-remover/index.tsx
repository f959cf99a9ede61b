import { useTranslation } from 'react-i18next';
import { ListX } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
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
  const tool = useTextTool('dedupeLines', dedupeOp, DEFAULT_DEDUPE_OPTIONS, (result) => t('removed', { count: result.duplicates }));
  const { input, options, setOption, result } = tool;

  return (
    <ToolLayout
      toolId="duplicate-remover"
      onExample={() => tool.loadExample(EXAMPLE)}
      onClear={tool.clear}
      copyValue={() => result?.output ?? ''}
      hasResult={!!result?.output}
      job={{ state: tool.job, onCancel: tool.cancel }}
    >
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={tool.setInput} fileAccept=".txt,.csv,text/plain" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <OptionFields specs={DEDUPE_LINES_OPTIONS} values={options} labels={labels} onChange={(key, v) => setOption(key)(v === true)} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void tool.run()}>
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
