import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { afterLoad } from '../ui/lazy/afterLoad';
import { setCommandPaletteOpen, useCommandPaletteOpen, useCommandPaletteShortcut } from './commandPalette';

type PaletteProps = { open: boolean; onOpenChange: (open: boolean) => void };

const Nothing: ComponentType<PaletteProps> = () => null;

/** The palette chunk, fetched on first open. A failed fetch (offline, new deploy) closes it and retries next time. */
function lazyPalette() {
  return lazy<ComponentType<PaletteProps>>(() =>
    import('./CommandPalette').catch(() => {
      Palette = lazyPalette();
      setCommandPaletteOpen(false);
      return { default: Nothing };
    }),
  );
}
let Palette = lazyPalette();

/**
 * Registers Ctrl/Cmd+K and "/", and mounts the command palette (closed) once the page is idle after loading, or at
 * the first opening if that comes sooner. Opening renders in the background, after the key's own frame: the dialog
 * and its 52 options are 130 ms of rendering and style on a 4×-slowed CPU, which a key press should not wait for and
 * which the next key (Escape, a letter) may interrupt. Closing is at once.
 */
export function CommandPaletteHost() {
  useCommandPaletteShortcut();
  const open = useCommandPaletteOpen();
  const openLater = useDeferredValue(open);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => afterLoad(() => startTransition(() => setUsed(true))), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Palette open={open && openLater} onOpenChange={setCommandPaletteOpen} />
    </Suspense>
  );
}
