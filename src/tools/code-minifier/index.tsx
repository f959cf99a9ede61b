import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minimize2, WandSparkles } from 'lucide-react';
import { codeJobs, type CodeError, type CodeLanguage } from '../../lib/jobs/code';
import { RadioGroup } from '../../ui/choice/RadioGroup';
import { Button } from '../../ui/Button';
import { BigTextArea } from '../../ui/BigTextArea';
import { formatBytes } from '../../ui/FileDrop';
import { notifyError, notifySuccess } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { errorMessageKey, EXTENSIONS, isBlank, LANGUAGES, MIME_TYPES, MODES, savedFraction, type Mode } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useTextError } from '../../ui/text/useTextError';
import type { EditorLanguage } from '../../ui/editorTypes';
import { numberFormat } from '../../lib/intlFormat';

interface Done {
  output: string;
  inputBytes: number;
  outputBytes: number;
  language: CodeLanguage;
  mode: Mode;
}

/** The editor's language for each of the tool's. */
const EDITOR_LANGUAGE: Record<CodeLanguage, EditorLanguage> = { html: 'html', css: 'css', js: 'javascript' };

export default function CodeMinifier() {
  const { t, i18n } = useTranslation(['tools/code-minifier', 'common']);
  const [language, setLanguage] = useState<CodeLanguage>('html');
  const [mode, setMode] = useState<Mode>('minify');
  const [input, setInput] = useState('');
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState('');
  const [errorAt, setErrorAt] = useState<CodeError | null>(null);
  const { run, cancel, job } = useJob('code');
  const onInputChange = useCallback((value: string) => setInput(value), []);
  // The libraries count columns in UTF-16 units.
  const at = useTextError(errorAt && { line: errorAt.line, column: errorAt.column, unit: 'utf16' }, error || null);

  const transform = async (code: string, lang: CodeLanguage, m: Mode) => {
    if (isBlank(code)) {
      // Nothing to work on: the previous result is not this input's, so it goes.
      cancel();
      setDone(null);
      setError('');
      setErrorAt(null);
      notifyError(t('enterCode'));
      return;
    }
    try {
      const result = await run(({ onProgress, signal }) =>
        (m === 'minify' ? codeJobs.minify : codeJobs.beautify)(code, lang, { onProgress, signal }),
      );
      if (result.ok) {
        setDone({ output: result.output, inputBytes: result.inputBytes, outputBytes: result.outputBytes, language: lang, mode: m });
        setError('');
        setErrorAt(null);
        notifySuccess(t(m === 'minify' ? 'minified' : 'formatted'));
      } else {
        const { key, values } = errorMessageKey(result.error);
        const message = t(key, values);
        setDone(null);
        setError(message);
        setErrorAt(result.error);
        notifyError(message);
      }
    } catch (err) {
      notifyJobError(err);
    }
  };

  // The previous result belongs to the previous language or mode.
  const reset = () => {
    setDone(null);
    setError('');
    setErrorAt(null);
  };

  const saved = done ? savedFraction(done.inputBytes, done.outputBytes) : null;
  const percent = (value: number) =>
    numberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const output = done?.output ?? '';

  return (
    <ToolLayout
      toolId="code-minifier"
      job={{ state: job, onCancel: cancel, label: t(mode === 'minify' ? 'minifying' : 'formatting') }}
      onExample={() => {
        const example = t(`example.${language}`);
        setInput(example);
        void transform(example, language, mode);
      }}
      onClear={() => {
        cancel();
        setInput('');
        reset();
      }}
      copyValue={() => output}
      hasResult={!!output}
      download={{
        filename: `${done?.mode === 'format' ? 'formatted' : 'minified'}.${EXTENSIONS[done?.language ?? language]}`,
        mime: MIME_TYPES[done?.language ?? language],
        content: () => output || null,
      }}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
        <RadioGroup legend={t('languageLabel')} options={LANGUAGES} value={language} onChange={(l) => { setLanguage(l); reset(); }} label={(l) => t(`languages.${l}`)} />
        <RadioGroup legend={t('modeLabel')} options={MODES} value={mode} onChange={(m) => { setMode(m); reset(); }} label={(m) => t(`modes.${m}`)} />
      </div>
      <BigTextArea label={t('common:tool.input')} placeholder={t(`placeholders.${language}`)} value={input} onChange={onInputChange}
        language={EDITOR_LANGUAGE[language]} diagnostics={at.diagnostics} handle={at.handle} />
      <div>
        <Button onClick={() => void transform(input, language, mode)}>
          {mode === 'minify' ? <Minimize2 className="h-4 w-4" aria-hidden="true" /> : <WandSparkles className="h-4 w-4" aria-hidden="true" />}
          {t(mode === 'minify' ? 'minify' : 'format')}
        </Button>
      </div>
      {error && (
        <ErrorPanel message={error} position={at.position} onGoTo={at.goTo} />
      )}
      {done && (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="size-stats">
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{t('stats.before')}</dt>
            <dd className="font-semibold" data-testid="size-before">{formatBytes(done.inputBytes)}</dd>
          </div>
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{t('stats.after')}</dt>
            <dd className="font-semibold" data-testid="size-after">{formatBytes(done.outputBytes)}</dd>
          </div>
          {saved !== null && (
            <div className="rounded-md bg-muted px-3 py-2">
              <dt className="text-muted-foreground">{t(saved >= 0 ? 'stats.saved' : 'stats.grew')}</dt>
              <dd className="font-semibold" data-testid="size-saved">{percent(Math.abs(saved))}</dd>
            </div>
          )}
        </dl>
      )}
      <OutputArea label={t('common:tool.output')} value={output} language={EDITOR_LANGUAGE[done?.language ?? language]} />
    </ToolLayout>
  );
}
