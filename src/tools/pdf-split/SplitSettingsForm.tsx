import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useStoreValue } from '../../lib/valueStore';
import type { PdfInfo } from '../../lib/jobs/pdf';
import { InputField } from '../../ui/Field';
import { PageRangeChoice } from '../../ui/pdf/PageRangeChoice';
import type { SettingsFormProps } from '../../ui/pdf/useOneDocTool';
import { SPLIT_MODES, splitPlan, type SplitSettings } from './logic';

/** Which part each page goes to under the settings, shown on its thumbnail ("Part 2"). */
export function splitMarks(info: PdfInfo, settings: SplitSettings, t: TFunction): (string | undefined)[] {
  const plan = splitPlan(settings, info.pageCount);
  if (!plan.ok) return [];
  const parts: number[][] = info.pages.map(() => []);
  plan.ranges.forEach((range, i) => range.forEach((page) => parts[page]?.push(i + 1)));
  return parts.map((list) => (list.length ? t('part', { parts: [...new Set(list)].join(', ') }) : undefined));
}


/** How to split. Subscribed to the settings itself: a keystroke re-renders this form, not the page around it. */
export const SplitSettingsForm = memo(function SplitSettingsForm({ settings: store, set, t }: SettingsFormProps<SplitSettings>) {
  const settings = useStoreValue(store);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PageRangeChoice t={t} name="mode" ways={SPLIT_MODES} way={settings.mode} onWay={(m) => set('mode', m)} ranges={settings.ranges} onRanges={(r) => set('ranges', r)} />
      {settings.mode === 'everyN' && (
        <InputField label={t('size')} type="number" inputMode="numeric" min={1} value={settings.size} onChange={(e) => set('size', e.target.value)} />
      )}
    </div>
  );
});
