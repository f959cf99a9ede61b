import { useTranslation } from 'react-i18next';
import { ToJsonConverter } from '../../ui/data/ToJsonConverter';
import { delimiterKey, errorMessage } from './logic';

export default function CsvToJson() {
  const { t } = useTranslation(['tools/csv-to-json', 'common']);
  return (
    <ToJsonConverter
      toolId="csv-to-json"
      op="csvToJson"
      errorMessage={errorMessage}
      summary={(summary) => (
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
    />
  );
}
