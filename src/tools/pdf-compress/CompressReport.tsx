import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompressedPdf, ImageSkipReason } from '../../lib/jobs/pdf';

const SKIP_ORDER: readonly ImageSkipReason[] = ['notSmaller', 'small', 'graphic', 'mask', 'colour', 'format', 'unreadable'];

/** What the compression did, image by image kind: so "saved 3 %" on a text PDF explains itself. */
export const CompressReport = memo(function CompressReport({ stats }: { stats: CompressedPdf }) {
  const { t } = useTranslation('tools/pdf-compress');
  const skipped = SKIP_ORDER.filter((reason) => (stats.imagesSkipped[reason] ?? 0) > 0);
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted-foreground" aria-label={t('reportLabel')} data-testid="pdf-compress-report">
      <li data-testid="report-images">{t('report.images', { count: stats.imagesTotal, done: stats.imagesRecompressed })}</li>
      {stats.imagesDownscaled > 0 && <li>{t('report.downscaled', { count: stats.imagesDownscaled })}</li>}
      {skipped.map((reason) => (
        <li key={reason}>{t(`report.skipped.${reason}`, { count: stats.imagesSkipped[reason] })}</li>
      ))}
      {stats.quality !== undefined && stats.imagesRecompressed > 0 && <li>{t('report.quality', { quality: stats.quality })}</li>}
      {stats.objectsRemoved > 0 && <li>{t('report.objects', { count: stats.objectsRemoved })}</li>}
    </ul>
  );
});
