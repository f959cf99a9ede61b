import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { TextAreaField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { CASE_MODES, convertCase, type CaseMode } from './logic';

export default function CaseConverter() {
  const { t } = useTranslation(['tools/case-converter', 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [mode, setMode] = useState<CaseMode | null>(null);
  const modesLabelId = useId();

  const convert = (next: CaseMode, text = input) => {
    if (!text.trim()) {
      notifyStock('enterText');
      return;
    }
    setMode(next);
    setOutput(convertCase(text, next));
    notifyStock('converted');
  };

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setMode('title');
    setOutput(convertCase(example, 'title'));
  };

  const onClear = () => {
    setInput('');
    setOutput('');
    setMode(null);
  };

  return (
    <ToolLayout toolId="case-converter" onExample={onExample} onClear={onClear} copyValue={() => output}>
      <TextAreaField
        label={t('common:tool.input')}
        placeholder={t('common:tool.inputPlaceholder')}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      <div role="group" aria-labelledby={modesLabelId} className="flex flex-col gap-2">
        <span id={modesLabelId} className="text-sm font-medium">{t('modesLabel')}</span>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {CASE_MODES.map((m) => (
            <Button
              key={m}
              variant={m === mode ? 'primary' : 'secondary'}
              aria-pressed={m === mode}
              className="h-auto min-h-10 py-2 text-center"
              onClick={() => convert(m)}
            >
              {t(`modes.${m}`)}
            </Button>
          ))}
        </div>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
