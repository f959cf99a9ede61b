import { createContext, useContext, useEffect } from 'react';

/** Where the prerender (src/entry-server.tsx) collects the page's title and description; absent in the browser. */
export interface DocumentMetaSink {
  title?: string;
  description?: string;
}

export const DocumentMetaContext = createContext<DocumentMetaSink | null>(null);

/** Sets the page title and meta description (in the current language). */
export function useDocumentMeta(title: string, description?: string): void {
  const sink = useContext(DocumentMetaContext);
  if (sink) {
    // Server render only (no effects run there): the prerender writes these into the page's <head>.
    sink.title = title;
    if (description !== undefined) sink.description = description;
  }
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
