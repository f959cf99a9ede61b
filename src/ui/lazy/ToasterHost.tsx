import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { afterLoad } from './afterLoad';
import { loadSonner, subscribeToasterRequest, toasterMounted, toasterRequested } from './toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Rendered after sonner's Toaster, so its effect runs once the Toaster has subscribed to toasts. */
function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** Mounts sonner's Toaster after the page's load event, or at the first toast if that comes earlier. */
export function ToasterHost(props: ComponentProps<typeof Toaster>) {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  useEffect(() => afterLoad(() => void loadSonner().catch(() => {})), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <MountedSignal />
    </Suspense>
  );
}
