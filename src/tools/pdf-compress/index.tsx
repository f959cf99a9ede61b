import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minimize2 } from 'lucide-react';
import { useImageEffort } from '../../lib/imageEffort';
import { pdfJobs, type CompressedPdf } from '../../lib/jobs/pdf';
import { formatBytes } from '../../ui/FileDrop';
import { notifyError } from '../../ui/notify';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { readyDoc } from '../../ui/pdf/readyDoc';
import { useOneDocTool } from '../../ui/pdf/useOneDocTool';
import { CompressReport } from './CompressReport';
import { CompressSettings } from './CompressSettings';
import { DEFAULT_SETTINGS, EXAMPLE_PAGES, compressedName, savedPercent, toCompressOptions, type PdfCompressSettings } from './logic';

const NS = 'tools/pdf-compress';

export default function PdfCompress() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const { docs, runner, doc, settings, set, loadExample } = useOneDocTool<PdfCompressSettings>(DEFAULT_SETTINGS);
  const [stats, setStats] = useState<CompressedPdf | null>(null);
  const [effort, setEffort] = useImageEffort();

  const compress = async (file: Blob, name: string, current: PdfCompressSettings) => {
    const options = toCompressOptions(current, effort);
    if (typeof options === 'string') return notifyError(t(options));
    setStats(null);
    await runner.run(async ({ signal, onProgress }) => {
      const out = await pdfJobs.compress(file, options, { signal, onProgress });
      setStats(out);
      const summary = out.unchanged
        ? t('unchanged', { size: formatBytes(out.before) })
        : t('summary', { before: formatBytes(out.before), after: formatBytes(out.after), percent: savedPercent(out.before, out.after) });
      return { outputs: [{ name: compressedName(name), blob: out.blob }], summary };
    });
  };

  const onRun = () => {
    const ready = readyDoc(doc);
    if (ready) void compress(ready.file, ready.name, settings.get());
  };

  const onExample = () =>
    loadExample(DEFAULT_SETTINGS, () => pdfJobs.samplePhotos(EXAMPLE_PAGES, t('exampleTitle')), (file) => compress(file, file.name, DEFAULT_SETTINGS));

  return (
    <PdfTool
      toolId="pdf-compress"
      docs={docs}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => {
        settings.set(DEFAULT_SETTINGS);
        setStats(null);
      }}
      action={{ icon: Minimize2, onClick: onRun }}
      zipName="compressed-pdfs.zip"
      afterResult={stats && <CompressReport stats={stats} />}
    >
      <CompressSettings settings={settings} set={set} effort={effort} onEffort={setEffort} />
    </PdfTool>
  );
}
