import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { DEFAULT_WHITESPACE_OPTIONS, WHITESPACE_OPTIONS, whitespaceOp } from '@workers/text/whitespace';

const NS = 'tools/whitespace-remover';

export default function WhitespaceRemover() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const tool = useTextTool('whitespace', whitespaceOp, DEFAULT_WHITESPACE_OPTIONS, (result) => t('removed', { count: result.removed }));
  const { input, options, setOption, result } = tool;

  return (
    <ToolLayout
      toolId="whitespace-remover"
      onExample={() => tool.loadExample(t('example'))}
      onClear={tool.clear}
      copyValue={() => result?.output ?? ''}
      hasResult={!!result?.output}
      job={{ state: tool.job, onCancel: tool.cancel }}
    >
      <BigTextArea label={t('common:tool.input')} value={input} onChange={tool.setInput} fileAccept=".txt,text/plain" />
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionFields specs={WHITESPACE_OPTIONS} values={options} labels={labels} onChange={(key, v) => setOption(key)(v === true)} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void tool.run()}>
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
