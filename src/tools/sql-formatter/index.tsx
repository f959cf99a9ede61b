import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlignLeft } from 'lucide-react';
import { codeJobs, type CodeError, type SqlOptions } from '../../lib/jobs/code';
import { RunButton } from '../../ui/RunButton';
import { OptionFields } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';
import { SQL_FORMAT_OPTIONS } from '@workers/code/sqlOptions';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyError, notifySuccess } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { DEFAULT_OPTIONS, errorParams, EXAMPLE_SQL, isBlank } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useTextError } from '../../ui/text/useTextError';

export default function SqlFormatter() {
  const { t } = useTranslation(['tools/sql-formatter', 'common']);
  const labels = useOpLabels('tools/sql-formatter');
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState('');
  const [errorAt, setErrorAt] = useState<CodeError | null>(null);
  const [options, setOptions] = useState<SqlOptions>(DEFAULT_OPTIONS);
  const { run, cancel, job } = useJob('code');
  const onInputChange = useCallback((value: string) => setInput(value), []);
  // The library counts columns in UTF-16 units.
  const at = useTextError(errorAt && { line: errorAt.line, column: errorAt.column, unit: 'utf16' }, error || null);

  const format = async (sql: string, opts: SqlOptions) => {
    if (isBlank(sql)) {
      // Nothing to work on: the previous result is not this input's, so it goes.
      cancel();
      setOutput('');
      setError('');
      setErrorAt(null);
      notifyError(t('enterCode'));
      return;
    }
    try {
      const result = await run(({ onProgress, signal }) => codeJobs.formatSql(sql, opts, { onProgress, signal }));
      if (result.ok) {
        setOutput(result.output);
        setError('');
        setErrorAt(null);
        notifySuccess(t('formatted'));
      } else {
        const { key, values } = errorParams(result.error);
        const message = t(key, values);
        setOutput('');
        setError(message);
        setErrorAt(result.error);
        notifyError(message);
      }
    } catch (err) {
      notifyJobError(err);
    }
  };

  const change = <K extends keyof SqlOptions>(key: K, value: SqlOptions[K]) => {
    const next = { ...options, [key]: value };
    setOptions(next);
    if (output) void format(input, next);
  };

  return (
    <ToolLayout
      toolId="sql-formatter"
      job={{ state: job, onCancel: cancel, label: t('formatting') }}
      onExample={() => {
        setInput(EXAMPLE_SQL);
        void format(EXAMPLE_SQL, options);
      }}
      onClear={() => {
        cancel();
        setInput('');
        setOutput('');
        setError('');
        setErrorAt(null);
      }}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: 'formatted.sql', mime: 'application/sql;charset=utf-8', content: () => output || null }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionFields specs={SQL_FORMAT_OPTIONS} values={options} labels={labels} onChange={(key, v) => change(key, v as SqlOptions[typeof key])} />
      </div>
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={onInputChange}
        language="sql" diagnostics={at.diagnostics} handle={at.handle} />
      <RunButton icon={AlignLeft} label={t('format')} onClick={() => void format(input, options)} />
      {error && (
        <ErrorPanel message={error} position={at.position} onGoTo={at.goTo} />
      )}
      <OutputArea label={t('common:tool.output')} value={output} language="sql" downloadName="formatted.sql" />
    </ToolLayout>
  );
}
