import { useTranslation } from 'react-i18next';
import { Scissors } from 'lucide-react';
import { pdfJobs } from '../../lib/jobs/pdf';
import { uniqueNames } from '../../lib/zip';
import { notifyError } from '../../ui/notify';
import { MarkedPagePreview } from '../../ui/pdf/MarkedPagePreview';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { notifyPdfError } from '../../ui/pdf/usePdfRun';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { DEFAULT_SETTINGS, EXAMPLE_PAGES, EXAMPLE_SETTINGS, partName, splitPlan, zipName, type SplitSettings } from './logic';
import { SplitSettingsForm, splitMarks } from './SplitSettingsForm';

const NS = 'tools/pdf-split';

export default function PdfSplit() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings: settingsStore, set, loadExample } = useOneDocTool<SplitSettings>(DEFAULT_SETTINGS);

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

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void split(ready.file, ready.name, ready.info.pageCount, settingsStore.get());
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
      <SplitSettingsForm settings={settingsStore} set={set} t={t} />
      {doc?.info && <MarkedPagePreview doc={doc} settings={settingsStore} marksOf={splitMarks} t={t} />}
    </PdfTool>
  );
}
