import { useEffect, useSyncExternalStore } from 'react';

/**
 * The command palette's open state and its keyboard shortcuts. Tiny and eager (it lives in the shell);
 * the palette itself is a lazy chunk loaded on first open (CommandPaletteHost).
 */
let open = false;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function openCommandPalette(): void {
  if (open) return;
  // Where focus goes back to on close (handlers only: never during render).
  const active = typeof document !== 'undefined' ? document.activeElement : null;
  returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  open = true;
  emit();
}

export function setCommandPaletteOpen(next: boolean): void {
  if (next) openCommandPalette();
  else if (open) {
    open = false;
    emit();
  }
}

/** The element that had focus when the palette opened, if it is still in the page. */
export function takeReturnFocus(): HTMLElement | null {
  const el = returnFocus;
  returnFocus = null;
  return el?.isConnected ? el : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCommandPaletteOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** True when a key typed at `target` is text for a field (so "/" must stay a slash). */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const field = target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="searchbox"]');
  if (!field) return false;
  if (field instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(field.type);
  return true;
}

/** Another modal (the mobile drawer, a follow dialog) is open: leave it alone. */
function otherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

/**
 * Ctrl/Cmd+K anywhere, and "/" outside text fields, open the palette. Ctrl+B (sidebar) is untouched;
 * keys a tool has already handled (defaultPrevented) are left to it.
 */
export function useCommandPaletteShortcut(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.repeat) return;
      const mod = e.ctrlKey || e.metaKey;
      const ctrlK = mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !mod && !e.altKey && !isTextEntryTarget(e.target);
      if (!ctrlK && !slash) return;
      if (open) {
        // Ctrl/Cmd+K inside the palette does not reach the browser's own search shortcut.
        if (ctrlK) e.preventDefault();
        return;
      }
      if (otherDialogOpen()) return;
      e.preventDefault();
      openCommandPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
