import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { TextAreaField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { htmlToText } from './logic';

export default function HtmlToText() {
  const { t } = useTranslation(['tools/html-to-text', 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');

  const onConvert = () => {
    if (!input.trim()) {
      notifyStock('enterText');
      return;
    }
    setOutput(htmlToText(input));
    notifyStock('converted');
  };

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setOutput(htmlToText(example));
  };

  return (
    <ToolLayout
      toolId="html-to-text"
      onExample={onExample}
      onClear={() => { setInput(''); setOutput(''); }}
      copyValue={() => output}
    >
      <TextAreaField
        label={t('inputLabel')}
        placeholder={t('inputPlaceholder')}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      <div>
        <Button onClick={onConvert}>
          <FileText className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
