import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getIsToasterWanted, subscribeToToasterRequest } from './toast.ts';

// Toasts only ever follow an action, so the toaster (and sonner) load with the first toast, not before.
const Toaster = lazy(() =>
  import('@/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

export function LazyToaster() {
  // False on the server and in prerendered HTML, and in the browser until something shows a toast.
  const isWanted = useSyncExternalStore(subscribeToToasterRequest, getIsToasterWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
