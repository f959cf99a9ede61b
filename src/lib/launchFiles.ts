/**
 * "Open with" (public/manifest.webmanifest `file_handlers`): the installed site opened with files from the system's
 * file manager. The browser queues them in `window.launchQueue` until a consumer is set, so the page that can take
 * them (an image tool's batch, a tool's main text field) sets the consumer once it is live. Chrome and Edge only;
 * elsewhere this does nothing.
 */
interface LaunchParams {
  files?: readonly { kind?: string; getFile?: () => Promise<File> }[];
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

const queueOf = (): LaunchQueue | null => {
  if (typeof window === 'undefined') return null;
  const queue = (window as unknown as { launchQueue?: LaunchQueue }).launchQueue;
  return queue && typeof queue.setConsumer === 'function' ? queue : null;
};

/** Hands the files the site was opened with to `take` (once per launch). A file that cannot be read is skipped. */
export function consumeLaunchedFiles(take: (files: File[]) => void): void {
  queueOf()?.setConsumer((params) => {
    const handles = (params.files ?? []).filter((h) => typeof h.getFile === 'function');
    if (handles.length === 0) return;
    void Promise.allSettled(handles.map((h) => h.getFile!())).then((results) => {
      const files = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (files.length > 0) take(files);
    });
  });
}
