import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Scissors } from 'lucide-react';
import { pdfJobs } from '../../lib/jobs/pdf';
import { uniqueNames } from '../../lib/zip';
import { InputField } from '../../ui/Field';
import { notifyError } from '../../ui/notify';
import { PagePreview } from '../../ui/pdf/PagePreview';
import { PageRangeChoice } from '../../ui/pdf/PageRangeChoice';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { notifyPdfError } from '../../ui/pdf/usePdfRun';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { useStoreValue } from '../../lib/valueStore';
import { DEFAULT_SETTINGS, EXAMPLE_PAGES, EXAMPLE_SETTINGS, SPLIT_MODES, partName, splitPlan, zipName, type SplitSettings } from './logic';

const NS = 'tools/pdf-split';

export default function PdfSplit() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings: settingsStore, set, loadExample } = useOneDocTool<SplitSettings>(DEFAULT_SETTINGS);
  const settings = useStoreValue(settingsStore);

  const split = async (file: Blob, name: string, pageCount: number, current: SplitSettings) => {
    const plan = splitPlan(current, pageCount);
    if (!plan.ok) {
      if (plan.error === 'size') notifyError(t('sizeInvalid'));
      else notifyPdfError(new Error(plan.error));
      return;
    }
    const names = uniqueNames(plan.ranges.map((r) => partName(name, r)));
    await runner.run(async ({ signal, onProgress }) => {
      const parts = await pdfJobs.split(file, plan.ranges, { signal, onProgress });
      return {
        outputs: parts.map((blob, i) => ({ name: names[i]!, blob, note: t('pdf:pages', { count: plan.ranges[i]!.length }) })),
        summary: t('summary', { count: parts.length }),
      };
    }, t('done', { count: plan.ranges.length }));
  };

  // Which part each page goes to under the current settings, shown on its thumbnail ("Part 2"). From the deferred
  // settings: a keystroke in the ranges answers first, the marks on hundreds of thumbnails follow.
  const shown = useDeferredValue(settings);
  const info = doc?.info;
  const marks = useMemo(() => {
    const plan = info ? splitPlan(shown, info.pageCount) : null;
    if (!info || !plan?.ok) return [];
    const parts: number[][] = info.pages.map(() => []);
    plan.ranges.forEach((range, i) => range.forEach((page) => parts[page]?.push(i + 1)));
    return parts.map((list) => (list.length ? t('part', { parts: [...new Set(list)].join(', ') }) : undefined));
  }, [info, shown, t]);

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void split(ready.file, ready.name, ready.info.pageCount, settings);
  };

  const onExample = () =>
    loadExample(EXAMPLE_SETTINGS, () => pdfJobs.sample(EXAMPLE_PAGES, t('exampleTitle')), (file) => split(file, file.name, EXAMPLE_PAGES, EXAMPLE_SETTINGS));

  return (
    <PdfTool
      toolId="pdf-split"
      docs={docs}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => settingsStore.set(DEFAULT_SETTINGS)}
      action={{ icon: Scissors, onClick: onRun }}
      zipName={zipName(doc?.name ?? 'document.pdf')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PageRangeChoice t={t} name="mode" ways={SPLIT_MODES} way={settings.mode} onWay={(m) => set('mode', m)} ranges={settings.ranges} onRanges={(r) => set('ranges', r)} />
        {settings.mode === 'everyN' && (
          <InputField label={t('size')} type="number" inputMode="numeric" min={1} value={settings.size} onChange={(e) => set('size', e.target.value)} />
        )}
      </div>
      {doc?.info && <PagePreview doc={doc} marks={marks} />}
    </PdfTool>
  );
}
