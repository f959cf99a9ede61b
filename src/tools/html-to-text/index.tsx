import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { useTextTool } from '../../ui/text/useTextTool';
import { isBlank } from '../../lib/isBlank';
import { OutputArea } from '../../ui/OutputArea';
import { RunButton } from '../../ui/RunButton';
import { notifyStock } from '../../ui/notify';
import { htmlToTextOp } from '@workers/text/htmlToText';

export default function HtmlToText() {
  const { t } = useTranslation(['tools/html-to-text', 'common']);
  const tool = useTextTool('htmlToText', htmlToTextOp, {}, {
    output: (text) => text,
    succeeded: () => notifyStock('converted'),
    empty: isBlank,
  });

  return (
    <ToolLayout toolId="html-to-text" onExample={() => tool.loadExample(t('example'))} {...tool.layout}>
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={tool.input} onChange={tool.setInput} fileAccept=".html,.htm,text/html,text/plain"
        language="html" />
      <RunButton icon={FileText} label={t('convert')} onClick={() => void tool.run()} />
      <OutputArea label={t('common:tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
