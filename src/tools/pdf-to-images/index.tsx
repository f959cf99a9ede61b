import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import { PDF_MAX_DPI, PDF_MIN_DPI, pdfJobs, pixelSize, type PdfInfo } from '../../lib/jobs/pdf';
import { notifyError } from '../../ui/notify';
import { MarkedPagePreview } from '../../ui/pdf/MarkedPagePreview';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { notifyPdfError } from '../../ui/pdf/usePdfRun';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { DEFAULT_SETTINGS, EXAMPLE_PAGES, EXAMPLE_SETTINGS, imageName, renderPlan, zipName, type RenderSettings } from './logic';
import { RenderSettingsForm, renderMarks } from './RenderSettingsForm';

const NS = 'tools/pdf-to-images';
const A4 = { width: 595.28, height: 841.89, rotation: 0 };

export default function PdfToImages() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings: settingsStore, set, loadExample } = useOneDocTool<RenderSettings>(DEFAULT_SETTINGS);

  const render = async (file: Blob, name: string, info: Pick<PdfInfo, 'pageCount' | 'pages'>, current: RenderSettings) => {
    const plan = renderPlan(current, info);
    if (!plan.ok) {
      if (plan.error === 'dpi') notifyError(t('dpiInvalid', { min: PDF_MIN_DPI, max: PDF_MAX_DPI }));
      else notifyPdfError(new Error(plan.error));
      return;
    }
    const { pages, dpi, mime, quality } = plan;
    await runner.run(async ({ signal, onProgress }) => {
      const images = await pdfJobs.render(file, pages, { dpi, mime, quality }, { signal, onProgress });
      return {
        outputs: images.map((blob, i) => {
          const size = info.pages[pages[i]!]!;
          const px = pixelSize(size.width, size.height, dpi);
          return { name: imageName(name, pages[i]!, mime), blob, note: t('pixels', { width: px.width, height: px.height }) };
        }),
        summary: t('summary', { count: images.length }),
      };
    }, t('done', { count: pages.length }));
  };

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void render(ready.file, ready.name, ready.info, settingsStore.get());
  };

  const onExample = () =>
    loadExample(EXAMPLE_SETTINGS, () => pdfJobs.sample(EXAMPLE_PAGES, t('exampleTitle')), (file) =>
      render(file, file.name, { pageCount: EXAMPLE_PAGES, pages: Array.from({ length: EXAMPLE_PAGES }, () => A4) }, EXAMPLE_SETTINGS));

  return (
    <PdfTool
      toolId="pdf-to-images"
      docs={docs}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => settingsStore.set(DEFAULT_SETTINGS)}
      action={{ icon: Images, onClick: onRun }}
      zipName={zipName(doc?.name ?? 'document.pdf')}
    >
      <RenderSettingsForm settings={settingsStore} set={set} t={t} />
      {doc?.info && <MarkedPagePreview doc={doc} settings={settingsStore} marksOf={renderMarks} t={t} />}
    </PdfTool>
  );
}
