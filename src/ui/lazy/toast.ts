import { afterPaint } from '../../lib/nextTask';

/**
 * Toasts without sonner in the page's first load: sonner is imported on the first toast (or after the load event,
 * whichever comes first), and a toast raised before the Toaster has mounted waits for it instead of being lost.
 */
type Sonner = typeof import('sonner');
type Options = Parameters<Sonner['toast']>[1];

let sonner: Promise<Sonner> | null = null;
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      sonner = null; // a failed chunk (offline, new deploy) is retried on the next toast
    });
  }
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For the Toaster host: whether anything has asked for toasts yet. */
export function toasterRequested(): boolean {
  return requested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the Toaster host once sonner's Toaster is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: 'message' | 'success' | 'error', text: string, options?: Options): void {
  void loadSonner()
    .then(async (m) => {
      await mounted;
      // After the frame that shows what the tap did: sonner renders a toast in a task of its own (flushSync) and
      // measures it, which held the tap's own frame back (a tap on a slowed phone waited for its toast's layout).
      await afterPaint();
      if (kind === 'message') m.toast(text, options);
      else m.toast[kind](text, options);
    })
    .catch(() => {});
}

export const toast = Object.assign((text: string, options?: Options) => show('message', text, options), {
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
});
