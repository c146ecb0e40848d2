import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts for the whole app, without sonner in the first load: the visitor's first interaction (or the first
// toast, if it comes sooner) asks LazyToaster to fetch the toaster; a toast made before it is mounted and
// listening waits here (sonner drops toasts made before that); later toasts go straight to sonner. Import
// `toast` from here, never from 'sonner' (a lint rule says so).

type Sonner = typeof sonnerToast;
type Show = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
let isToasterWanted = false;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

/**
 * Asks LazyToaster to fetch the toaster: with the first toast, or earlier, at the visitor's first
 * interaction.
 */
export function requestToaster() {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of listeners) listener();
}

function show(call: Show) {
  if (sonner) {
    call(sonner);
    return;
  }
  waiting.push(call);
  requestToaster();
}

/** Shows a toast; it appears once the toaster has loaded, however early it was asked for. */
export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show((to) => void to(title, options)),
  {
    success: (title: string, options?: ExternalToast) => show((to) => void to.success(title, options)),
    error: (title: string, options?: ExternalToast) => show((to) => void to.error(title, options)),
    info: (title: string, options?: ExternalToast) => show((to) => void to.info(title, options)),
  },
);

/** For LazyToaster (useSyncExternalStore): whether any toast has been asked for yet. */
export function subscribeToToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const getIsToasterWanted = () => isToasterWanted;

/** Called by the mounted toaster once sonner listens: shows the toasts that waited. Returns the detach. */
export function attachToaster(instance: Sonner) {
  sonner = instance;
  for (const call of waiting.splice(0)) call(instance);
  return () => {
    sonner = null;
  };
}
