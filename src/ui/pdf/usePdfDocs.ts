import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { pdfJobs, type PdfInfo } from '../../lib/jobs/pdf';
import { isCancelled } from '../../lib/jobs/errors';
import { whenIdle } from '../../lib/nextTask';
import { pdfProblem, validatePdfFile, type PdfProblem } from '../../lib/pdfFiles';

/** Thumbnails are drawn this many pixels wide: two device pixels for the ~120 CSS px a card shows. */
export const THUMB_WIDTH = 240;

export interface PdfDoc {
  id: string;
  file: Blob;
  name: string;
  size: number;
  status: 'reading' | 'ready' | 'error';
  info?: PdfInfo;
  /** Why it cannot be used; the other files are untouched. */
  problem?: PdfProblem;
  /** Object URLs of its pages' thumbnails, by page (0-based), as they arrive. */
  thumbs: Record<number, string>;
}

export interface PdfDocs {
  docs: PdfDoc[];
  ready: PdfDoc[];
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** The docs in a new order (merge's file list). */
  reorder: (ids: readonly string[]) => void;
  /** When the list last changed (performance.now()): a result made before it no longer matches (usePdfRun). */
  changedAt: () => number;
}

const unexpected: PdfProblem = { key: 'damaged' };

/** Runs `start` once a service worker controls the page (now, or at its controllerchange); returns the cleanup. */
function whenControlled(start: () => (() => void) | void): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return () => {};
  let stop: (() => void) | void;
  if (sw.controller) stop = start();
  const onChange = () => {
    stop = start();
  };
  if (!sw.controller) sw.addEventListener('controllerchange', onChange, { once: true });
  return () => {
    sw.removeEventListener('controllerchange', onChange);
    stop?.();
  };
}

/**
 * The PDFs a tool works on: each is checked, read (its page list) and drawn as thumbnails in the previews' worker,
 * one after another, while the page stays free. `single` keeps one document: a new file replaces the old.
 * Thumbnail URLs are revoked when their document goes.
 */
export function usePdfDocs({ single = false }: { single?: boolean } = {}): PdfDocs {
  const [docs, setDocs] = useState<PdfDoc[]>([]);
  const live = useRef(new Map<string, PdfDoc>());
  const pendingThumbs = useRef(new Map<string, Record<number, string>>());
  const frame = useRef(0);
  // When the list last changed (added, removed, cleared, reordered), on the clock of performance.now().
  const lastChange = useRef(0);
  const changedAt = useCallback(() => lastChange.current, []);

  const patch = useCallback((id: string, change: Partial<PdfDoc>) => {
    setDocs((list) => list.map((d) => (d.id === id ? { ...d, ...change } : d)));
  }, []);

  // Thumbnails land in a batch per frame: a 200-page file does not re-render the grid 200 times.
  const flushThumbs = useCallback(() => {
    frame.current = 0;
    const pending = pendingThumbs.current;
    pendingThumbs.current = new Map();
    startTransition(() => setDocs((list) => list.map((d) => (pending.has(d.id) ? { ...d, thumbs: { ...d.thumbs, ...pending.get(d.id) } } : d))));
  }, []);

  const revoke = (doc: PdfDoc | undefined) => {
    if (!doc) return;
    for (const url of Object.values(doc.thumbs)) URL.revokeObjectURL(url);
    for (const url of Object.values(pendingThumbs.current.get(doc.id) ?? {})) URL.revokeObjectURL(url);
    pendingThumbs.current.delete(doc.id);
  };

  useEffect(() => {
    live.current = new Map(docs.map((d) => [d.id, d]));
  }, [docs]);

  // PDF.js is not precached (pwa.config.ts): fetched once the service worker controls the page and the page is idle,
  // it is kept for the first thumbnail and for offline use. Before that (the very first visit) it would pass the
  // service worker by, and without one there is nothing to keep.
  useEffect(() => whenControlled(() => whenIdle(() => void pdfJobs.warm(), 5_000)), []);

  const read = useCallback(
    async (doc: PdfDoc) => {
      try {
        const info = await pdfJobs.inspect(doc.file);
        // A transition: React renders a 200-page grid in slices that leave the page free between them.
        startTransition(() => patch(doc.id, { status: 'ready', info }));
        await pdfJobs.thumbnails(doc.file, info.pages.map((_, i) => i), THUMB_WIDTH, (page, image) => {
          const url = URL.createObjectURL(image);
          if (!live.current.has(doc.id)) {
            URL.revokeObjectURL(url);
            return;
          }
          pendingThumbs.current.set(doc.id, { ...pendingThumbs.current.get(doc.id), [page]: url });
          if (!frame.current) frame.current = requestAnimationFrame(flushThumbs);
        });
      } catch (err) {
        if (isCancelled(err)) return;
        // Thumbnails that fail leave the page list usable: only a file that cannot be read is an error.
        setDocs((list) => list.map((d) => (d.id === doc.id && d.status === 'reading' ? { ...d, status: 'error', problem: pdfProblem(err) ?? unexpected } : d)));
      }
    },
    [patch, flushThumbs],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      lastChange.current = performance.now();
      const added: PdfDoc[] = (single ? files.slice(0, 1) : files).map((file) => {
        const problem = validatePdfFile(file);
        return { id: nanoid(), file, name: file.name, size: file.size, status: problem ? 'error' : 'reading', thumbs: {}, ...(problem ? { problem: { key: problem } } : {}) };
      });
      // One document at a time: the one replaced stops drawing its thumbnails (a 500-page file would go on for a minute).
      if (single && live.current.size > 0) pdfJobs.cancelThumbnails();
      // In the background, as the rest of a document's arrival: a key typed meanwhile answers first.
      startTransition(() =>
        setDocs((list) => {
          if (single) list.forEach(revoke);
          return single ? added : [...list, ...added];
        }),
      );
      if (single) live.current.clear();
      for (const doc of added) {
        live.current.set(doc.id, doc);
        if (doc.status === 'reading') void read(doc);
      }
    },
    [read, single],
  );

  const remove = useCallback((id: string) => {
    lastChange.current = performance.now();
    setDocs((list) => {
      revoke(list.find((d) => d.id === id));
      return list.filter((d) => d.id !== id);
    });
    live.current.delete(id);
  }, []);

  const clear = useCallback(() => {
    lastChange.current = performance.now();
    pdfJobs.cancelThumbnails();
    setDocs((list) => {
      list.forEach(revoke);
      return [];
    });
    live.current.clear();
  }, []);

  const reorder = useCallback((ids: readonly string[]) => {
    lastChange.current = performance.now();
    setDocs((list) => ids.map((id) => list.find((d) => d.id === id)).filter((d): d is PdfDoc => !!d));
  }, []);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      pdfJobs.cancelThumbnails();
      live.current.forEach(revoke);
    },
    [],
  );

  return { docs, ready: docs.filter((d) => d.status === 'ready'), add, remove, clear, reorder, changedAt };
}
