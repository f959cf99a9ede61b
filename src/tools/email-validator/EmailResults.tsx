import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { MAX_DOMAIN_LENGTH, MAX_LOCAL_LENGTH, type EmailReason, type EmailValidateResult } from '@workers/text/emailValidate';

const NS = 'tools/email-validator';

export function useReasonText() {
  const { t } = useTranslation(NS);
  return (reason: EmailReason) => t(`reasons.${reason}`, { max: reason === 'localTooLong' ? MAX_LOCAL_LENGTH : MAX_DOMAIN_LENGTH });
}

/** Memoised, as EmailResults: typing in the list redraws neither until Validate gives a new result. */
export const EmailSummary = memo(function EmailSummary({ result, fmt }: { result: EmailValidateResult; fmt: Intl.NumberFormat }) {
  const { t } = useTranslation(NS);
  const items: Array<[string, number, string]> = [
    ['total', result.total, 'text-foreground'],
    ['valid', result.valid, 'text-green-700 dark:text-green-400'],
    ['invalid', result.invalid, 'text-destructive'],
    ['duplicates', result.duplicates, 'text-orange-700 dark:text-orange-300'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="email-summary">
      {items.map(([key, value, color]) => (
        <div key={key} className="rounded-lg border border-border bg-muted/40 p-3" data-testid={`count-${key}`}>
          <dt className="text-sm text-muted-foreground">{t(`summary.${key}`)}</dt>
          <dd className={`text-2xl font-semibold ${color}`}>{fmt.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
});

export const EmailResults = memo(function EmailResults({ result, fmt }: { result: EmailValidateResult; fmt: Intl.NumberFormat }) {
  const { t } = useTranslation(NS);
  const reasonText = useReasonText();
  const { rows } = result;
  return (
    <div className="flex flex-col gap-2">
      {result.total > rows.length && (
        <p className="text-sm text-muted-foreground" data-testid="email-truncated">
          {t('truncated', { shown: fmt.format(rows.length), total: fmt.format(result.total) })}
        </p>
      )}
      {/* Focusable so keyboard users can scroll it when long addresses overflow on a phone. */}
      <div className="overflow-x-auto rounded-lg border border-border" role="region" aria-label={t('resultsCaption')} tabIndex={0}>
        <table className="w-full text-left text-sm" data-testid="email-results">
          <caption className="sr-only">{t('resultsCaption')}</caption>
          <thead className="bg-muted/40 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">#</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('columns.address')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className="border-t border-border" data-testid="email-row">
                <td className="px-3 py-2 text-muted-foreground">{fmt.format(i + 1)}</td>
                <td className="max-w-[16rem] break-all px-3 py-2 font-mono sm:max-w-none">{row.address === '' ? <span className="text-muted-foreground">{t('emptyItem')}</span> : row.address}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    {row.reason === null ? (
                      <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
                        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t('validLabel')}
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-destructive">
                        <XCircle className="h-4 w-4" aria-hidden="true" /> {reasonText(row.reason)}
                      </span>
                    )}
                    {row.duplicate && (
                      <span className="inline-flex items-center rounded-full bg-orange-100 px-2 py-0.5 text-xs font-medium text-orange-800 dark:bg-orange-950 dark:text-orange-200">
                        {t('duplicate')}
                      </span>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
