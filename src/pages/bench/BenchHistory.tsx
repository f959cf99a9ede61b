import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { MAX_STORED_RESULTS, totalMs, type BenchResult } from '../../lib/deviceBench/results';
import { formatSeconds } from '../../lib/deviceBench/suite';
import { Button } from '../../ui/Button';

/** A finished run's date and time in the page's language. */
export function formatWhen(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** The runs kept on this device, newest first: each can be shown in the chart (and shared from there). */
export function BenchHistory({ results, shown, onShow, onClear }: {
  results: readonly BenchResult[];
  shown: BenchResult | null;
  onShow: (result: BenchResult) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('bench');
  const locale = i18n.language;
  return (
    <section aria-labelledby="bench-history-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bench-history-heading" className="text-xl font-semibold">{t('history.heading')}</h2>
        {results.length > 0 && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('history.clear')}
          </Button>
        )}
      </div>
      {results.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="bench-history-empty">{t('history.empty', { count: MAX_STORED_RESULTS })}</p>
      ) : (
        <ul className="divide-y divide-border" data-testid="bench-history">
          {results.map((r) => {
            const when = formatWhen(r.at, locale);
            const isShown = shown === r;
            return (
              <li key={`${r.at}-${r.mode}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="bench-history-item" data-mode={r.mode}>
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{when}</span>{' '}
                  <span className="text-muted-foreground">{t('history.item', { mode: t(`chart.${r.mode}`), time: formatSeconds(totalMs(r), locale) })}</span>
                </span>
                {isShown ? (
                  <span className="text-xs text-muted-foreground">{t('history.shown')}</span>
                ) : (
                  <Button variant="ghost" size="sm" aria-label={t('history.showLabel', { date: when })} onClick={() => onShow(r)}>{t('history.show')}</Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
