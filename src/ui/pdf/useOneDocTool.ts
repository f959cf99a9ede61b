import { useState } from 'react';
import type { TFunction } from 'i18next';
import { createValueStore, type ValueStore } from '../../lib/valueStore';
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

/** Sets one of the settings. */
export type SetSetting<S> = <K extends keyof S>(key: K, value: S[K]) => void;

/** What a tool's settings form takes: the store it subscribes to, the setter, and the tool's words. */
export interface SettingsFormProps<S> {
  settings: ValueStore<S>;
  set: SetSetting<S>;
  t: TFunction;
}

function settingsOf<S>(defaults: S): { store: ValueStore<S>; set: SetSetting<S> } {
  const store = createValueStore(defaults);
  return { store, set: (key, value) => store.set((s) => ({ ...s, [key]: value })) };
}

/**
 * A PDF tool that works on one document with a set of settings (compress, split, to images): the document, the run,
 * the settings, and its "Load example" (loadPdfExample, from the settings it names). The settings are a store, not
 * this component's state: what shows them subscribes (useStoreValue), so that a keystroke in a form of its own
 * re-renders that form and not the page around it; a handler reads `settings.get()`.
 */
export function useOneDocTool<S>(defaults: S) {
  const docs = usePdfDocs({ single: true });
  const runner = usePdfRun();
  const [{ store: settings, set }] = useState(() => settingsOf(defaults));

  const loadExample = (start: S, make: () => Promise<Blob>, run: (file: File) => Promise<void>) => {
    settings.set(start);
    return loadPdfExample(docs, make, run);
  };

  return { docs, runner, doc: docs.docs[0], settings, set, loadExample };
}
