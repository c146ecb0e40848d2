import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { getIsToasterWanted, requestToaster, subscribeToToasterRequest } from './toast.ts';

// Toasts only ever follow an action, so the toaster (and sonner) load at the first interaction or the first
// toast, not with the page. Loading at the first interaction means an error toast can still show when the
// network has gone by the time the action fails. A failed fetch renders nothing rather than breaking the app.
const Toaster = lazy<ComponentType>(() =>
  import('@/components/ui/toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

export function LazyToaster() {
  // False on the server and in prerendered HTML, and in the browser until the visitor acts or a
  // toast is shown.
  const isWanted = useSyncExternalStore(subscribeToToasterRequest, getIsToasterWanted, () => false);
  useEffect(() => {
    if (isWanted) return;
    for (const type of interactions)
      window.addEventListener(type, requestToaster, { once: true, capture: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, requestToaster, { capture: true });
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
