import { useCallback, useEffect, useRef, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { PDF_MAX_FILES, pdfJobs, type ImageProbe } from '../../lib/jobs/pdf';
import { isCancelled } from '../../lib/jobs/errors';
import { validateImageFile, withImageType } from '../../lib/imageFiles';
import { moveItem } from '../../ui/pdf/reorder';
import { THUMB_WIDTH } from '../../ui/pdf/usePdfDocs';
import { probeProblem, type ImageProblem } from './logic';


export interface ImageItem {
  id: string;
  file: File;
  status: 'reading' | 'ready' | 'error';
  probe?: Omit<ImageProbe, 'thumb'>;
  /** Object URL of the preview. */
  thumb?: string;
  problem?: ImageProblem;
}

/**
 * The pictures images → PDF works on, in page order. Each is checked (type, size) at once, then read in the previews'
 * worker, one at a time (fifty 12 MP photos decoded together would not fit a phone), so one that cannot be read is
 * marked before the PDF is made and the others stay.
 */
export function useImageList() {
  const [items, setItems] = useState<ImageItem[]>([]);
  const queue = useRef<ImageItem[]>([]);
  const busy = useRef(false);
  const alive = useRef(new Set<string>());

  const patch = useCallback((id: string, change: Partial<ImageItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        if (!alive.current.has(next.id)) continue;
        try {
          const { thumb, ...probe } = await pdfJobs.probeImage(next.file, THUMB_WIDTH);
          if (!alive.current.has(next.id)) continue;
          patch(next.id, { status: 'ready', probe, thumb: URL.createObjectURL(thumb) });
        } catch (err) {
          // Clear stops the previews' worker: the items it was reading are gone, and those added since wait in the queue.
          if (isCancelled(err)) continue;
          patch(next.id, { status: 'error', problem: probeProblem(err) });
        }
      }
    } finally {
      busy.current = false;
    }
  }, [patch]);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, PDF_MAX_FILES - alive.current.size);
      const added: ImageItem[] = files.map((raw, i) => {
        const file = withImageType(raw);
        const problem: ImageProblem | null = i >= room ? 'tooMany' : validateImageFile(file);
        return { id: nanoid(), file, status: problem ? 'error' : 'reading', ...(problem ? { problem } : {}) };
      });
      for (const item of added) alive.current.add(item.id);
      setItems((list) => [...list, ...added]);
      queue.current.push(...added.filter((item) => item.status === 'reading'));
      void pump();
    },
    [pump],
  );

  const remove = useCallback((id: string) => {
    alive.current.delete(id);
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.thumb) URL.revokeObjectURL(gone.thumb);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    alive.current.clear();
    queue.current = [];
    pdfJobs.cancelThumbnails();
    setItems((list) => {
      for (const item of list) if (item.thumb) URL.revokeObjectURL(item.thumb);
      return [];
    });
  }, []);

  const move = useCallback((from: number, to: number) => setItems((list) => moveItem(list, from, to)), []);

  /** The job could not read this one after all: mark it, keep the rest. */
  const markUnreadable = useCallback((id: string) => patch(id, { status: 'error', problem: 'unreadable' }), [patch]);

  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(
    () => () => {
      pdfJobs.cancelThumbnails();
      for (const item of latest.current) if (item.thumb) URL.revokeObjectURL(item.thumb);
    },
    [],
  );

  return { items, add, remove, clear, move, markUnreadable };
}
