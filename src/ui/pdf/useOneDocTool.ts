import { useState } from 'react';
import { asPdfFile } from './readyDoc';
import { notifyPdfError, usePdfRun } from './usePdfRun';
import { usePdfDocs, type PdfDocs } from './usePdfDocs';

/** A PDF tool's "Load example": makes a document, takes it as if dropped, runs on it; a failure is said, not thrown. */
export async function loadPdfExample(docs: PdfDocs, make: () => Promise<Blob>, run: (file: File) => Promise<void>): Promise<void> {
  try {
    const file = asPdfFile(await make());
    docs.add([file]);
    await run(file);
  } catch (err) {
    notifyPdfError(err);
  }
}

/**
 * A PDF tool that works on one document with a set of settings (compress, split, to images): the document, the run,
 * the settings, and its "Load example" (loadPdfExample, from the settings it names).
 */
export function useOneDocTool<S>(defaults: S) {
  const docs = usePdfDocs({ single: true });
  const runner = usePdfRun();
  const [settings, setSettings] = useState<S>(defaults);
  const set = <K extends keyof S>(key: K, value: S[K]) => setSettings((s) => ({ ...s, [key]: value }));

  const loadExample = (start: S, make: () => Promise<Blob>, run: (file: File) => Promise<void>) => {
    setSettings(start);
    return loadPdfExample(docs, make, run);
  };

  return { docs, runner, doc: docs.docs[0], settings, setSettings, set, loadExample };
}
