import { lazy, memo, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterLoad } from '../ui/lazy/afterLoad';
import { setCommandPaletteOpen, useCommandPaletteOpen, useCommandPaletteShortcut } from './commandPalette';

const Nothing: ComponentType = () => null;

/** The palette chunk, fetched on first open. A failed fetch (offline, new deploy) closes it and retries next time. */
function lazyPalette() {
  return lazy<ComponentType>(() =>
    import('./CommandPalette').catch(() => {
      Palette = lazyPalette();
      setCommandPaletteOpen(false);
      return { default: Nothing };
    }),
  );
}
let Palette = lazyPalette();

/** Memoised: an opening re-renders the host, not the palette, which follows the open state itself. */
const PaletteSlot = memo(function PaletteSlot({ chunk: Chunk }: { chunk: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Chunk />
    </Suspense>
  );
});

/**
 * Registers Ctrl/Cmd+K and "/", and mounts the command palette (closed) once the page is idle after loading, or at
 * the first opening if that comes sooner. Mounted, it stays: opening and closing only show and hide it.
 */
export function CommandPaletteHost() {
  useCommandPaletteShortcut();
  const open = useCommandPaletteOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => afterLoad(() => startTransition(() => setUsed(true))), []);
  return used ? <PaletteSlot chunk={Palette} /> : null;
}
