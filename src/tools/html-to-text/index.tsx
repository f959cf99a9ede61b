import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { runTextOp } from '../../ui/text/runTextOp';
import { useTextOp } from '../../ui/useTextOp';
import { isBlank } from '../../lib/isBlank';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { htmlToText, htmlToTextOp } from '@workers/text/htmlToText';

export default function HtmlToText() {
  const { t } = useTranslation(['tools/html-to-text', 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const { compute, cancel, job } = useTextOp('htmlToText', htmlToTextOp);

  const onConvert = () =>
    runTextOp({
      empty: isBlank(input),
      reset: () => {
        cancel();
        setOutput('');
      },
      compute: () => compute(input, {}),
      show: (text) => {
        setOutput(text);
        notifyStock('converted');
      },
    });

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setOutput(htmlToText(example));
  };

  return (
    <ToolLayout
      toolId="html-to-text"
      onExample={onExample}
      onClear={() => { cancel(); setInput(''); setOutput(''); }}
      copyValue={() => output}
      hasResult={!!output}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={setInput} fileAccept=".html,.htm,text/html,text/plain"
        language="html" />
      <div>
        <Button onClick={() => void onConvert()}>
          <FileText className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
