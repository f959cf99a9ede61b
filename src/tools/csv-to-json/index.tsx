import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import { dataJobs, type CsvWarning, type DataError } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { notifyError, notifyStock } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { EXAMPLE_CSV, JSON_FILENAME, JSON_MIME, delimiterKey, errorMessage } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';

const NS = 'tools/csv-to-json';

// BigTextArea keeps megabyte inputs out of the DOM (summary + preview); memoised
// so job progress re-renders skip it.
const FILE_ACCEPT = '.csv,.tsv,.txt,text/csv,text/plain';

interface Summary {
  rows: number;
  columns: number;
  delimiter: string;
  warnings: CsvWarning[];
  warningCount: number;
}

export default function CsvToJson() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [inferTypes, setInferTypes] = useState(false);
  const [error, setError] = useState<DataError | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const { run, cancel, job } = useJob('data');

  const onInput = useCallback((value: string) => setInput(value), []);

  const convert = async (text: string, quiet = false) => {
    if (!text.trim()) {
      notifyStock('enterText');
      return;
    }
    try {
      const result = await run(({ onProgress, signal }) => dataJobs.csvToJson(text, { inferTypes }, { onProgress, signal }));
      if (!result.ok) {
        const msg = errorMessage(result.error);
        setError(result.error);
        setSummary(null);
        setOutput('');
        notifyError(t(msg.key, msg.values));
        return;
      }
      const { output: json, rows, columns, delimiter, warnings, warningCount } = result;
      setError(null);
      setOutput(json);
      setSummary({ rows, columns, delimiter, warnings, warningCount });
      if (!quiet) notifyStock('converted');
    } catch (err) {
      notifyJobError(err);
    }
  };

  const message = error ? errorMessage(error) : null;

  return (
    <ToolLayout
      toolId="csv-to-json"
      job={{ state: job, onCancel: cancel, label: t('working') }}
      onExample={() => {
        setInput(EXAMPLE_CSV);
        void convert(EXAMPLE_CSV, true);
      }}
      onClear={() => {
        cancel();
        setInput('');
        setOutput('');
        setError(null);
        setSummary(null);
      }}
      copyValue={() => output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT} />
      <CheckboxField label={t('inferTypes')} checked={inferTypes} onChange={setInferTypes} />
      <div>
        <Button onClick={() => void convert(input)}>
          <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {message && error && (
        <ErrorPanel message={t(message.key, message.values)} snippet={error.snippet} />
      )}

      {summary && (
        <div className="flex flex-col gap-2 text-sm">
          <p data-testid="tool-status" className="text-muted-foreground">
            {t('summary', {
              rows: summary.rows.toLocaleString(),
              columns: summary.columns.toLocaleString(),
              delimiter: t(delimiterKey(summary.delimiter), { char: summary.delimiter }),
            })}
          </p>
          {summary.warningCount > 0 && (
            <div data-testid="tool-warnings" className="rounded-md border border-border bg-muted p-3">
              <p className="font-medium">{t('warningsTitle')}</p>
              <ul className="mt-1 list-disc pl-5">
                {summary.warnings.map((w) => (
                  <li key={w.row}>{t('fieldMismatch', { row: w.row, found: w.found, expected: w.expected })}</li>
                ))}
              </ul>
              {summary.warningCount > summary.warnings.length && (
                <p className="mt-1">{t('moreWarnings', { count: summary.warningCount - summary.warnings.length })}</p>
              )}
            </div>
          )}
        </div>
      )}

      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
