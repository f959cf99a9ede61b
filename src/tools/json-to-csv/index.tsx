import { useTranslation } from 'react-i18next';
import { Sheet } from 'lucide-react';
import { dataJobs, type JsonToCsvResult } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { RunButton } from '../../ui/RunButton';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { dataErrorText, useConvertJob } from '../../ui/data/useConvertJob';
import { CSV_FILENAME, CSV_MIME, csvFile, errorMessage } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useTextError } from '../../ui/text/useTextError';
import { DuplicateKeysNotice } from '../../ui/data/DuplicateKeysNotice';

const NS = 'tools/json-to-csv';

const FILE_ACCEPT = '.json,application/json,text/plain';

export default function JsonToCsv() {
  const { t } = useTranslation([NS, 'common']);
  const describe = dataErrorText(t, errorMessage);
  const { input, onInput, result: summary, error, convert, layout } = useConvertJob<JsonToCsvResult>({
    task: (text, ctx) => dataJobs.jsonToCsv(text, ctx),
    emptyMessage: t('enterJson'),
    describeError: describe,
  });
  const output = summary?.output ?? '';
  const at = useTextError(error, error ? describe(error) : null);

  return (
    <ToolLayout
      toolId="json-to-csv"
      {...layout(t, output)}
      download={{ filename: CSV_FILENAME, mime: CSV_MIME, content: () => csvFile(output), emptyMessage: t('noCsv') }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT}
        language="json" diagnostics={at.diagnostics} handle={at.handle} />
      <RunButton icon={Sheet} label={t('convert')} onClick={() => void convert(input)} />

      {error && <ErrorPanel message={describe(error)} snippet={error.snippet} position={at.position} onGoTo={at.goTo} />}
      {summary && (
        <p data-testid="tool-status" className="text-sm text-muted-foreground">
          {t('summary', { rows: summary.rows.toLocaleString(), columns: summary.columns.toLocaleString() })}
        </p>
      )}
      <DuplicateKeysNotice report={summary} />

      <OutputArea label={t('common:tool.output')} value={output} language="csv" downloadName={CSV_FILENAME} />
    </ToolLayout>
  );
}
