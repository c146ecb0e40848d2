import type { PushPayload } from '@skillswap/contracts/notifications/push';
import { toast } from '@/components/layout/toast.ts';

// The page's side of the service worker (public/sw.js, built from service-worker/sw.js; ADR 104): registers
// it after the page has loaded, announces a new version with "Reload to update", and turns a push that
// arrives while a SkillSwap tab is visible into an in-app toast (ADR 105). Kept small: it is in the
// landing page's bundle.

let isReloading = false;

/**
 * What the worker's notices say; the language provider puts them in the page's language (English until then).
 */
export interface ServiceWorkerWords {
  newVersion: string;
  reloadToUpdate: string;
  openNotice: string;
}
let words: ServiceWorkerWords = {
  newVersion: 'A new version of SkillSwap is available',
  reloadToUpdate: 'Reload to update',
  openNotice: 'Open',
};
export function setServiceWorkerWords(next: ServiceWorkerWords) {
  words = next;
}

/** Lets the waiting worker take over, then reloads once it controls the page. */
function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'skip-waiting' });
}

/** Reloads into the newest version: through the waiting service worker when there is one. */
export async function reloadToLatest() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.waiting && navigator.serviceWorker.controller) activate(registration.waiting);
  else window.location.reload();
}

function announceUpdate(worker: ServiceWorker) {
  toast.info(words.newVersion, {
    id: 'new-version',
    duration: Infinity,
    action: { label: words.reloadToUpdate, onClick: () => activate(worker) },
  });
}

function showPush(payload: PushPayload) {
  // Keyed by its link, so a notice about what the member just did on that page replaces the page's own toast
  // instead of stacking a second one.
  toast(payload.title, {
    ...(payload.link ? { id: payload.link } : {}),
    description: payload.body,
    ...(payload.link
      ? {
          action: {
            label: words.openNotice,
            onClick: () => {
              // Within the app, as a link would: the router follows popstate.
              window.history.pushState({}, '', payload.link);
              window.dispatchEvent(new PopStateEvent('popstate'));
            },
          },
        }
      : {}),
  });
}

export function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<{ type?: string; payload?: PushPayload }>) => {
    if (event.data?.type === 'push' && event.data.payload) showPush(event.data.payload);
  });
  container.startMessages();
  const register = () => {
    container
      .register('/sw.js')
      .then((registration) => {
        // Only a page an older worker controls has a version to leave; the very first install is silent.
        const offer = () => {
          if (registration.waiting && container.controller) announceUpdate(registration.waiting);
        };
        offer();
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer();
          });
        });
        // A tab left open for days still learns of new versions.
        setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
