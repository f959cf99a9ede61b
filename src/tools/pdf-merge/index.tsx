import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combine } from 'lucide-react';
import { pdfJobs } from '../../lib/jobs/pdf';
import { PDF_ACCEPT } from '../../lib/pdfFiles';
import { notifyError } from '../../ui/notify';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { asPdfFile } from '../../ui/pdf/readyDoc';
import { moveItem } from '../../ui/pdf/reorder';
import { notifyPdfError, usePdfRun } from '../../ui/pdf/usePdfRun';
import { usePdfDocs } from '../../ui/pdf/usePdfDocs';
import { EXAMPLE_PAGES, MERGED_NAME, mergePages, mergePlan, regroup } from './logic';
import { MergeFiles } from './MergeFiles';
import { MergePages } from './MergePages';

const NS = 'tools/pdf-merge';

export default function PdfMerge() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const docs = usePdfDocs();
  const runner = usePdfRun();
  /** The page order the visitor made (page keys); pages of files read since are added after it. */
  const [order, setOrder] = useState<string[]>([]);
  const pages = mergePages(order, docs.ready.map((d) => ({ id: d.id, pageCount: d.info?.pageCount ?? 0 })));
  const docIds = docs.docs.map((d) => d.id);

  // A result that no longer matches the files and pages on screen would download the wrong document.
  const changed = () => {
    if (runner.result) runner.reset();
  };

  const merge = async (files: Blob[], refs: Parameters<typeof pdfJobs.assemble>[1], fileCount: number, skipped: number) => {
    await runner.run(async ({ signal, onProgress }) => {
      const blob = await pdfJobs.assemble(files, refs, { signal, onProgress });
      const summary = t('summary', { count: fileCount, pages: t('pdf:pages', { count: refs.length }) });
      return {
        outputs: [{ name: MERGED_NAME, blob, note: t('pdf:pages', { count: refs.length }) }],
        summary: skipped ? `${summary} · ${t('skipped', { count: skipped })}` : summary,
      };
    }, t('done', { count: fileCount }));
  };

  const onRun = () => {
    if (docs.docs.length === 0) return notifyError(t('pdf:needFile'));
    if (docs.docs.some((d) => d.status === 'reading')) return notifyError(t('pdf:needReady'));
    if (pages.length === 0) return notifyError(t('noneUsable'));
    const plan = mergePlan(pages, docIds);
    const files = plan.files.map((id) => docs.docs.find((d) => d.id === id)!.file);
    void merge(files, plan.refs, files.length, docs.docs.length - docs.ready.length);
  };

  const onExample = async () => {
    try {
      const files = await Promise.all(
        EXAMPLE_PAGES.map(async (count, i) => asPdfFile(await pdfJobs.sample(count, t(`exampleTitle${i + 1}`)), `example-${i + 1}.pdf`)),
      );
      docs.clear();
      setOrder([]);
      docs.add(files);
      const refs = EXAMPLE_PAGES.flatMap((count, file) => Array.from({ length: count }, (_, page) => ({ file, page })));
      await merge(files, refs, files.length, 0);
    } catch (err) {
      notifyPdfError(err);
    }
  };

  return (
    <PdfTool
      toolId="pdf-merge"
      multiple
      drop={{ label: t('pdf:dropMany'), hint: t('pdf:dropHint'), accept: PDF_ACCEPT, onFiles: (files) => { changed(); docs.add(files); } }}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => { docs.clear(); setOrder([]); }}
      action={{ icon: Combine, onClick: onRun }}
      zipName="merged.zip"
    >
      {docs.docs.length > 0 && (
        <MergeFiles
          docs={docs.docs}
          onMove={(from, to) => {
            const ids = moveItem(docIds, from, to);
            docs.reorder(ids);
            setOrder(regroup(pages, ids));
            changed();
          }}
          onRemove={(id) => { docs.remove(id); changed(); }}
        />
      )}
      {pages.length > 0 && (
        <MergePages
          pages={pages}
          docs={docs.ready}
          onMove={(from, to) => {
            setOrder(moveItem(pages, from, to).map((p) => p.id));
            changed();
          }}
        />
      )}
    </PdfTool>
  );
}
