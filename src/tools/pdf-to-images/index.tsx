import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import { PDF_MAX_DPI, PDF_MIN_DPI, pdfJobs, pixelSize, type PdfInfo } from '../../lib/jobs/pdf';
import { Button } from '../../ui/Button';
import { InputField, RangeField, SelectField } from '../../ui/Field';
import { notifyError } from '../../ui/notify';
import { PagePreview } from '../../ui/pdf/PagePreview';
import { PageRangeChoice } from '../../ui/pdf/PageRangeChoice';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { notifyPdfError } from '../../ui/pdf/usePdfRun';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { useStoreValue } from '../../lib/valueStore';
import {
  DEFAULT_SETTINGS, DPI_PRESETS, EXAMPLE_PAGES, EXAMPLE_SETTINGS, FORMATS, SCOPES, chosenPages, hasQuality, imageName, parseDpi, renderPlan, zipName,
  type RenderSettings,
} from './logic';

const NS = 'tools/pdf-to-images';
const A4 = { width: 595.28, height: 841.89, rotation: 0 };

export default function PdfToImages() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings: settingsStore, set, loadExample } = useOneDocTool<RenderSettings>(DEFAULT_SETTINGS);
  const settings = useStoreValue(settingsStore);

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

  // Each chosen page shows the pixel size it will have; a page left out shows nothing. From the deferred settings: a
  // keystroke in a field answers first, the marks on hundreds of thumbnails follow.
  const shown = useDeferredValue(settings);
  const info = doc?.info;
  const marks = useMemo(() => {
    if (!info) return [];
    const picked = chosenPages(shown, info.pageCount);
    const chosen = new Set(picked.ok ? picked.pages : []);
    const dpi = parseDpi(shown.dpi);
    return info.pages.map((size, page) => {
      if (!chosen.has(page)) return undefined;
      if (dpi === null) return t('chosen');
      const px = pixelSize(size.width, size.height, dpi);
      return t('pixels', { width: px.width, height: px.height });
    });
  }, [info, shown, t]);

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void render(ready.file, ready.name, ready.info, settings);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <PageRangeChoice t={t} name="scope" ways={SCOPES} way={settings.scope} onWay={(s) => set('scope', s)} ranges={settings.ranges} onRanges={(r) => set('ranges', r)} />
        <div className="flex flex-col gap-2">
          <InputField
            label={t('dpi')}
            type="number"
            inputMode="numeric"
            min={PDF_MIN_DPI}
            max={PDF_MAX_DPI}
            value={settings.dpi}
            onChange={(e) => set('dpi', e.target.value)}
            hint={t('dpiHint', { min: PDF_MIN_DPI, max: PDF_MAX_DPI })}
          />
          {/* One choice of several, a radio group: it sets the DPI field, it does not act on the document. */}
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('dpiPresets')}>
            {DPI_PRESETS.map((p) => (
              <Button
                key={p}
                role="radio"
                variant={settings.dpi === String(p) ? 'secondary' : 'outline'}
                size="sm"
                aria-checked={settings.dpi === String(p)}
                onClick={() => set('dpi', String(p))}
              >
                {t(`presets.${p}`)}
              </Button>
            ))}
          </div>
        </div>
        <SelectField label={t('format')} value={settings.mime} onChange={(e) => set('mime', e.target.value as RenderSettings['mime'])}>
          {FORMATS.map((m) => (
            <option key={m} value={m}>
              {t(`formats.${m.slice(6)}`)}
            </option>
          ))}
        </SelectField>
        {hasQuality(settings.mime) && <RangeField label={t('quality')} value={settings.quality} min={1} max={100} unit="%" onChange={(v) => set('quality', v)} />}
      </div>
      {doc?.info && <PagePreview doc={doc} marks={marks} />}
    </PdfTool>
  );
}
