import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Braces, CheckCircle2, Minimize2, ShieldCheck } from 'lucide-react';
import { dataJobs, type FormatJsonResult, type JsonIndent, type JsonMode } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { OptionField } from '../../ui/ops/OptionField';
import { optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { JSON_FORMAT_OPTIONS } from '@workers/data/options';
import { JsonOutput } from '../../ui/data/JsonOutput';
import { notifySuccess } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import { dataErrorText, useConvertJob } from '../../ui/data/useConvertJob';
import { JSON_FILENAME, JSON_MIME, errorMessage } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { DuplicateKeysNotice } from '../../ui/data/DuplicateKeysNotice';
import { useTextError } from '../../ui/text/useTextError';

const NS = 'tools/json-formatter';

const FILE_ACCEPT = '.json,application/json,text/plain';
const INDENT = optionSpec(JSON_FORMAT_OPTIONS, 'indent');
const SORT_KEYS = optionSpec(JSON_FORMAT_OPTIONS, 'sortKeys');

export default function JsonFormatter() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const [indent, setIndent] = useState<JsonIndent>('2');
  const [sortKeys, setSortKeys] = useState(false);
  // Set by a successful run, reset by any edit; shown only while there is no error.
  const [valid, setValid] = useState(false);
  const describe = dataErrorText(t, errorMessage);
  const { input, setInput, result, error, convert, clear, job } = useConvertJob<FormatJsonResult>({
    emptyMessage: t('enterJson'),
    describeError: describe,
  });
  const output = result?.output ?? '';
  const at = useTextError(error, error ? describe(error) : null);

  const onInput = useCallback((value: string) => {
    setInput(value);
    setValid(false);
  }, [setInput]);

  const process = async (mode: JsonMode, text: string, quiet = false) => {
    const ok = await convert(text, {
      quiet,
      notify: () => notifySuccess(t(mode === 'validate' ? 'valid' : mode === 'minify' ? 'minified' : 'formatted')),
      task: async (json, ctx) => {
        const outcome = await dataJobs.formatJson(json, { mode, indent, sortKeys }, ctx);
        // Validate only checks: the output shown so far stays.
        return outcome.ok && mode === 'validate' ? { ...outcome, output } : outcome;
      },
    });
    if (ok) setValid(true);
  };

  return (
    <ToolLayout
      toolId="json-formatter"
      job={{ ...job, label: t('working') }}
      onExample={() => {
        const example = t('example');
        setInput(example);
        void process('format', example, true);
      }}
      onClear={() => {
        clear();
        setValid(false);
      }}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT}
        language="json" diagnostics={at.diagnostics} handle={at.handle} />

      <div className="flex flex-wrap items-end gap-4">
        <div className="w-40">
          <OptionField spec={INDENT} value={indent} labels={labels} onChange={(v) => setIndent(v as JsonIndent)} />
        </div>
        <div className="pb-2">
          <OptionField spec={SORT_KEYS} value={sortKeys} labels={labels} onChange={(v) => setSortKeys(v === true)} />
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void process('format', input)}>
          <Braces className="h-4 w-4" aria-hidden="true" /> {t('format')}
        </Button>
        <Button variant="secondary" onClick={() => void process('minify', input)}>
          <Minimize2 className="h-4 w-4" aria-hidden="true" /> {t('minify')}
        </Button>
        <Button variant="secondary" onClick={() => void process('validate', input)}>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t('validate')}
        </Button>
      </div>

      {error && (
        <ErrorPanel message={describe(error)} snippet={error.snippet} position={at.position} onGoTo={at.goTo} />
      )}
      {valid && !error && (
        <p data-testid="tool-status" className="flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t('valid')}
        </p>
      )}

      {!error && <DuplicateKeysNotice report={result} />}

      <JsonOutput label={t('common:tool.output')} value={output} downloadName={JSON_FILENAME} />
    </ToolLayout>
  );
}
