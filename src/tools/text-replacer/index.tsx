import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Replace } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, TextAreaField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyError, notifyStock, notifySuccess } from '../../ui/notify';
import { replaceText, type ReplaceOptions } from './logic';

const NS = 'tools/text-replacer';

const EXAMPLE = {
  input:
    'Dear customer,\n' +
    'Thank you for your order #1042. Your Order will ship within 2 business days.\n' +
    'If you have any questions about your order, just reply to this email.',
  find: 'order',
  replacement: 'purchase',
};

export default function TextReplacer() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<ReplaceOptions>({ caseSensitive: false, useRegex: false });
  const [output, setOutput] = useState('');
  const [count, setCount] = useState<number | null>(null);

  const run = () => {
    if (input === '') {
      notifyStock('enterText');
      return;
    }
    if (find === '') {
      notifyError(t('enterFind'));
      return;
    }
    const result = replaceText(input, find, replacement, options);
    if (!result.ok) {
      // The engine's SyntaxError text is English only; the toast stays translated.
      notifyError(t('invalidRegex'));
      return;
    }
    setOutput(result.output);
    setCount(result.count);
    if (result.count === 0) notifyError(t('noMatches'));
    else notifySuccess(t('replacements', { count: result.count }));
  };

  const setOption = (key: keyof ReplaceOptions) => (checked: boolean) => setOptions((o) => ({ ...o, [key]: checked }));

  return (
    <ToolLayout
      toolId="text-replacer"
      onExample={() => {
        const opts = { caseSensitive: false, useRegex: false };
        setInput(EXAMPLE.input);
        setFind(EXAMPLE.find);
        setReplacement(EXAMPLE.replacement);
        setOptions(opts);
        const result = replaceText(EXAMPLE.input, EXAMPLE.find, EXAMPLE.replacement, opts);
        if (result.ok) {
          setOutput(result.output);
          setCount(result.count);
        }
      }}
      onClear={() => {
        setInput('');
        setOutput('');
        setCount(null);
      }}
      copyValue={() => output}
    >
      <TextAreaField
        label={t('common:tool.input')}
        placeholder={t('common:tool.inputPlaceholder')}
        value={input}
        onChange={(e) => setInput(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('find')}
          placeholder={t('findPlaceholder')}
          value={find}
          onChange={(e) => setFind(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          className={options.useRegex ? 'font-mono' : undefined}
        />
        <InputField
          label={t('replaceWith')}
          placeholder={t('replacePlaceholder')}
          value={replacement}
          onChange={(e) => setReplacement(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          hint={options.useRegex ? t('regexHint') : undefined}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CheckboxField label={t('caseSensitive')} checked={options.caseSensitive} onChange={setOption('caseSensitive')} />
        <CheckboxField label={t('useRegex')} checked={options.useRegex} onChange={setOption('useRegex')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={run}>
          <Replace className="h-4 w-4" aria-hidden="true" /> {t('replaceAll')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {count !== null && t('replacements', { count })}
        </p>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
