import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import { dataJobs, type CsvToJsonResult, type DataError } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { JsonOutput } from '../../ui/JsonOutput';
import { ToolLayout } from '../../ui/ToolLayout';
import { useConvertJob } from '../../ui/useConvertJob';
import { JSON_FILENAME, JSON_MIME, delimiterKey, errorMessage } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useTextError } from '../../ui/useTextError';

const NS = 'tools/csv-to-json';

const FILE_ACCEPT = '.csv,.tsv,.txt,text/csv,text/plain';

export default function CsvToJson() {
  const { t } = useTranslation([NS, 'common']);
  const [inferTypes, setInferTypes] = useState(false);
  const describe = (e: DataError) => {
    const msg = errorMessage(e);
    return t(msg.key, msg.values);
  };
  const { input, onInput, result: summary, error, convert, loadExample, clear, job } = useConvertJob<CsvToJsonResult>({
    task: (text, ctx) => dataJobs.csvToJson(text, { inferTypes }, ctx),
    describeError: describe,
  });
  const output = summary?.output ?? '';
  const at = useTextError(error, error ? describe(error) : null);

  return (
    <ToolLayout
      toolId="csv-to-json"
      job={{ ...job, label: t('working') }}
      onExample={() => loadExample(t('example'))}
      onClear={clear}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT}
        language="csv" diagnostics={at.diagnostics} handle={at.handle} />
      <CheckboxField label={t('inferTypes')} checked={inferTypes} onChange={setInferTypes} />
      <div>
        <Button onClick={() => void convert(input)}>
          <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {error && <ErrorPanel message={describe(error)} snippet={error.snippet} position={at.position} onGoTo={at.goTo} />}

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

      <JsonOutput label={t('common:tool.output')} value={output} downloadName={JSON_FILENAME} />
    </ToolLayout>
  );
}
