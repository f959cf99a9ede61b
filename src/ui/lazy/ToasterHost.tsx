import { lazy, startTransition, Suspense, useEffect, useState, type ComponentProps } from 'react';
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
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    // A transition, not an external-store update: those are synchronous, and one that lands while the page is still
    // hydrating (the load event often comes first) makes React hydrate the rest of the page in one long task.
    const show = () => startTransition(() => setRequested(true));
    if (toasterRequested()) show();
    const unsubscribe = subscribeToasterRequest(show);
    const cancel = afterLoad(() => void loadSonner().catch(() => {}));
    return () => {
      unsubscribe();
      cancel();
    };
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <MountedSignal />
    </Suspense>
  );
}
