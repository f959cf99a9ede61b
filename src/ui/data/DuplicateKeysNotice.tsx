import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { DuplicateReport } from '../../lib/jobs/data';

/** How many repeated keys are listed; the rest are counted. */
const SHOWN = 5;

/**
 * JSON allows an object to repeat a key; most readers keep only the last value.
 * The JSON tools keep every member, so a repeat is not lost, and say where each
 * one is, so it is not a surprise either (json-formatter, json-to-csv).
 */
export function DuplicateKeysNotice({ report }: { report: DuplicateReport | null | undefined }) {
  const { t } = useTranslation('common');
  if (!report || report.count === 0) return null;
  const rest = report.count - Math.min(SHOWN, report.duplicates.length);
  return (
    <div role="status" data-testid="duplicate-keys" className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('duplicateKeys.title', { count: report.count })}
      </p>
      <ul className="mt-1 list-disc pl-8 font-mono text-xs">
        {report.duplicates.slice(0, SHOWN).map((d, i) => (
          // Two repeats can share a path and a line ({"a":1,"a":2,"a":3}): the position is the key.
          <li key={i}>{t('duplicateKeys.item', { path: d.path, line: d.line, firstLine: d.firstLine })}</li>
        ))}
      </ul>
      {rest > 0 && <p className="mt-1 text-xs">{t('duplicateKeys.more', { count: rest })}</p>}
    </div>
  );
}
