import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { useTextTool } from '../../ui/text/useTextTool';
import { TextOpPage } from '../../ui/text/TextOpPage';
import { notifySuccess } from '../../ui/notify';
import { DEFAULT_WHITESPACE_OPTIONS, WHITESPACE_OPTIONS, whitespaceOp } from '@workers/text/whitespace';

const NS = 'tools/whitespace-remover';

export default function WhitespaceRemover() {
  const { t } = useTranslation(NS);
  const labels = useOpLabels(NS);
  const tool = useTextTool('whitespace', whitespaceOp, DEFAULT_WHITESPACE_OPTIONS, {
    output: (r) => r.output,
    succeeded: (r) => notifySuccess(t('removed', { count: r.removed })),
  });
  const { options, result } = tool;

  return (
    <TextOpPage
      toolId="whitespace-remover"
      tool={tool}
      example={t('example')}
      input={{ fileAccept: '.txt,text/plain' }}
      action={{ icon: Sparkles, label: t('clean'), status: result && t('removed', { count: result.removed }) }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionFields specs={WHITESPACE_OPTIONS} values={options} labels={labels} onChange={(key, v) => tool.setOption(key, v === true)} />
      </div>
    </TextOpPage>
  );
}
