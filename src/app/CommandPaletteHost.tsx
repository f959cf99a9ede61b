import { lazy, Suspense, useState, type ComponentType } from 'react';
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

/** Registers Ctrl/Cmd+K and "/" and mounts the command palette once it has been opened. */
export function CommandPaletteHost() {
  useCommandPaletteShortcut();
  const open = useCommandPaletteOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used && !open) return null;
  return (
    <Suspense fallback={null}>
      <Palette open={open} onOpenChange={setCommandPaletteOpen} />
    </Suspense>
  );
}
