import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { OutputArea } from '../../ui/OutputArea';
import { ActionRow } from '../../ui/text/ActionRow';
import { notifySuccess } from '../../ui/notify';
import { DEFAULT_WHITESPACE_OPTIONS, WHITESPACE_OPTIONS, whitespaceOp } from '@workers/text/whitespace';

const NS = 'tools/whitespace-remover';

export default function WhitespaceRemover() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const tool = useTextTool('whitespace', whitespaceOp, DEFAULT_WHITESPACE_OPTIONS, {
    output: (r) => r.output,
    succeeded: (r) => notifySuccess(t('removed', { count: r.removed })),
  });
  const { input, options, result } = tool;

  return (
    <ToolLayout toolId="whitespace-remover" onExample={() => tool.loadExample(t('example'))} {...tool.layout}>
      <BigTextArea label={t('common:tool.input')} value={input} onChange={tool.setInput} fileAccept=".txt,text/plain" />
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionFields specs={WHITESPACE_OPTIONS} values={options} labels={labels} onChange={(key, v) => tool.setOption(key, v === true)} />
      </div>
      <ActionRow icon={Sparkles} label={t('clean')} onClick={() => void tool.run()} status={result && t('removed', { count: result.removed })} />
      <OutputArea label={t('common:tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
