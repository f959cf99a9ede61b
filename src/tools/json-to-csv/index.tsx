import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from 'lucide-react';
import { dataJobs, type DataError } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { OutputArea } from '../../ui/OutputArea';
import { notifyError, notifyStock } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { CSV_FILENAME, CSV_MIME, EXAMPLE_JSON, csvFile, errorMessage } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';

const NS = 'tools/json-to-csv';

// BigTextArea keeps megabyte inputs out of the DOM (summary + preview); memoised
// so job progress re-renders skip it.
const FILE_ACCEPT = '.json,application/json,text/plain';

export default function JsonToCsv() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState<DataError | null>(null);
  const [summary, setSummary] = useState<{ rows: number; columns: number } | null>(null);
  const { run, cancel, job } = useJob('data');

  const onInput = useCallback((value: string) => setInput(value), []);

  const convert = async (text: string, quiet = false) => {
    if (!text.trim()) {
      notifyError(t('enterJson'));
      return;
    }
    try {
      const result = await run(({ onProgress, signal }) => dataJobs.jsonToCsv(text, { onProgress, signal }));
      if (!result.ok) {
        const msg = errorMessage(result.error);
        setError(result.error);
        setSummary(null);
        setOutput('');
        notifyError(t(msg.key, msg.values));
        return;
      }
      setError(null);
      setOutput(result.output);
      setSummary({ rows: result.rows, columns: result.columns });
      if (!quiet) notifyStock('converted');
    } catch (err) {
      notifyJobError(err);
    }
  };

  const message = error ? errorMessage(error) : null;

  return (
    <ToolLayout
      toolId="json-to-csv"
      job={{ state: job, onCancel: cancel, label: t('working') }}
      onExample={() => {
        setInput(EXAMPLE_JSON);
        void convert(EXAMPLE_JSON, true);
      }}
      onClear={() => {
        cancel();
        setInput('');
        setOutput('');
        setError(null);
        setSummary(null);
      }}
      copyValue={() => output}
      download={{ filename: CSV_FILENAME, mime: CSV_MIME, content: () => csvFile(output), emptyMessage: t('noCsv') }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT} />
      <div>
        <Button onClick={() => void convert(input)}>
          <Sheet className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {message && error && (
        <ErrorPanel message={t(message.key, message.values)} snippet={error.snippet} />
      )}
      {summary && (
        <p data-testid="tool-status" className="text-sm text-muted-foreground">
          {t('summary', { rows: summary.rows.toLocaleString(), columns: summary.columns.toLocaleString() })}
        </p>
      )}

      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
