import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage, X } from 'lucide-react';
import { IMAGE_ACCEPT } from '../../lib/imageFiles';
import { MARGINS, ORIENTATIONS, PAGE_SIZES, PDF_IMAGE_UNREADABLE, pdfJobs } from '../../lib/jobs/pdf';
import { pdfProblem } from '../../lib/pdfFiles';
import { Button } from '../../ui/Button';
import { CheckboxField, RangeField, SelectField } from '../../ui/Field';
import { notifyError } from '../../ui/notify';
import { SortableGrid } from '../../ui/pdf/SortableGrid';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { notifyPdfError, usePdfRun } from '../../ui/pdf/usePdfRun';
import { ImageCard } from './ImageCard';
import { DEFAULT_SETTINGS, OUTPUT_NAME, toOptions, type ImageSettings } from './logic';
import { useImageList, type ImageItem } from './useImageList';

const NS = 'tools/images-to-pdf';

export default function ImagesToPdf() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const images = useImageList();
  const runner = usePdfRun();
  const [settings, setSettings] = useState<ImageSettings>(DEFAULT_SETTINGS);
  const set = <K extends keyof ImageSettings>(key: K, value: ImageSettings[K]) => setSettings((s) => ({ ...s, [key]: value }));
  /** A menu's choices, each named by the tool's `<group>.<choice>` text. */
  const options = (choices: readonly string[], group: string) => choices.map((c) => <option key={c} value={c}>{t(`${group}.${c}`)}</option>);

  const build = async (used: readonly ImageItem[], all: readonly ImageItem[], current: ImageSettings) => {
    await runner.run(async ({ signal, onProgress }) => {
      try {
        const blob = await pdfJobs.imagesToPdf(used.map((item) => item.file), toOptions(current), { signal, onProgress });
        return { outputs: [{ name: OUTPUT_NAME, blob, note: t('pdf:pages', { count: used.length }) }], summary: t('summary', { count: used.length }) };
      } catch (err) {
        // The worker counts among the images it was given; the visitor counts the cards on screen.
        const problem = pdfProblem(err);
        const bad = problem?.key === 'imageUnreadable' ? used[Number(problem.values?.index) - 1] : undefined;
        if (!bad) throw err;
        images.markUnreadable(bad.id);
        throw new Error(`${PDF_IMAGE_UNREADABLE}:${all.indexOf(bad)}`);
      }
    }, t('done', { count: used.length }));
  };

  const onRun = () => {
    const all = images.items;
    if (all.length === 0) return notifyError(t('needImages'));
    if (all.some((item) => item.status === 'reading')) return notifyError(t('needReady'));
    const used = all.filter((item) => item.status === 'ready');
    if (used.length === 0) return notifyError(t('noneUsable'));
    void build(used, all, settings);
  };

  const onExample = async () => {
    setSettings(DEFAULT_SETTINGS);
    try {
      const samples = await pdfJobs.sampleImages();
      const files = samples.map((s) => new File([s.blob], s.name, { type: s.blob.type }));
      images.clear();
      images.add(files);
      const items = files.map((file) => ({ id: file.name, file, status: 'ready' as const }));
      await build(items, items, DEFAULT_SETTINGS);
    } catch (err) {
      notifyPdfError(err);
    }
  };

  return (
    <PdfTool
      toolId="images-to-pdf"
      multiple
      drop={{ label: t('common:files.dropImages'), hint: t('dropHint'), accept: IMAGE_ACCEPT, onFiles: images.add }}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => {
        images.clear();
        setSettings(DEFAULT_SETTINGS);
      }}
      clearedMessage={t('common:files.cleared')}
      action={{ icon: FileImage, onClick: onRun }}
      zipName={OUTPUT_NAME}
    >
      {images.items.length > 0 && (
        <SortableGrid
          items={images.items}
          nameOf={(item, i) => t('itemName', { n: i + 1, name: item.file.name })}
          render={(item) => <ImageCard item={item} settings={settings} />}
          actions={(item, _i, name) => (
            <Button variant="ghost-danger" size="icon" className="h-8 w-8" aria-label={t('remove', { name })} onClick={() => images.remove(item.id)}>
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
          onMove={images.move}
          labels={{ label: t('listLabel'), hint: t('dragHint') }}
          testId="image-list"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('pageSize')} value={settings.pageSize} onChange={(e) => set('pageSize', e.target.value as ImageSettings['pageSize'])}>
          {options(PAGE_SIZES, 'pageSizes')}
        </SelectField>
        <SelectField
          label={t('orientation')}
          value={settings.orientation}
          disabled={settings.pageSize === 'fit'}
          hint={settings.pageSize === 'fit' ? t('orientationFit') : undefined}
          onChange={(e) => set('orientation', e.target.value as ImageSettings['orientation'])}
        >
          {options(ORIENTATIONS, 'orientations')}
        </SelectField>
        <SelectField label={t('margin')} value={settings.margin} onChange={(e) => set('margin', e.target.value as ImageSettings['margin'])}>
          {options(MARGINS, 'margins')}
        </SelectField>
      </div>
      <div className="flex flex-col gap-3">
        <CheckboxField label={t('recompress')} checked={settings.recompress} onChange={(v) => set('recompress', v)} />
        {settings.recompress && <RangeField label={t('quality')} value={settings.quality} min={1} max={100} unit="%" hint={t('qualityHint')} onChange={(v) => set('quality', v)} />}
      </div>
    </PdfTool>
  );
}
