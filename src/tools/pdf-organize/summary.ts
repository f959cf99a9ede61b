import { useTranslation } from 'react-i18next';
import { summarize, type OrgPage } from './logic';

/** The result's summary line: its pages, then how it differs from the document ("6 pages · 1 rotated"). */
export function useChangeSummary() {
  const { t } = useTranslation(['tools/pdf-organize', 'pdf']);
  return (pages: readonly OrgPage[], pageCount: number): string => {
    const s = summarize(pages, pageCount);
    const parts = [
      t('pdf:pages', { count: pages.length }),
      s.reordered && t('changes.reordered'),
      s.rotated > 0 && t('changes.rotated', { count: s.rotated }),
      s.duplicated > 0 && t('changes.duplicated', { count: s.duplicated }),
      s.deleted > 0 && t('changes.deleted', { count: s.deleted }),
    ].filter((p): p is string => typeof p === 'string');
    return parts.length === 1 ? `${parts[0]} · ${t('changes.none')}` : parts.join(' · ');
  };
}
