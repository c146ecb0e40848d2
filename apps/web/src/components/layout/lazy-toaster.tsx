import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts only ever follow an action, so the toaster (and sonner) load after the first paint.
const Toaster = lazy(() =>
  import('@/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

const subscribeToNothing = () => () => undefined;

export function LazyToaster() {
  // Mounted only once the page runs in the browser: prerendered HTML never contains it.
  const isInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!isInBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
