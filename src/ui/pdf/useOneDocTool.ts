import { useState } from 'react';
import { asPdfFile } from './readyDoc';
import { notifyPdfError, usePdfRun } from './usePdfRun';
import { usePdfDocs } from './usePdfDocs';

/**
 * A PDF tool that works on one document with a set of settings (compress, split, to images): the document, the run,
 * the settings, and its "Load example", which makes a document, takes it as if dropped, and runs on it.
 */
export function useOneDocTool<S>(defaults: S) {
  const docs = usePdfDocs({ single: true });
  const runner = usePdfRun();
  const [settings, setSettings] = useState<S>(defaults);
  const set = <K extends keyof S>(key: K, value: S[K]) => setSettings((s) => ({ ...s, [key]: value }));

  const loadExample = async (start: S, make: () => Promise<Blob>, run: (file: File) => Promise<void>) => {
    setSettings(start);
    try {
      const file = asPdfFile(await make());
      docs.add([file]);
      await run(file);
    } catch (err) {
      notifyPdfError(err);
    }
  };

  return { docs, runner, doc: docs.docs[0], settings, setSettings, set, loadExample };
}
