// SkillSwap's service worker (ADR 104). The build (vite.config.ts, `serviceWorker`) puts
// three constants above this file: SHELL (the app shell: SPA page, entry script, its static imports and CSS),
// ASSETS (every file of this build under /assets/) and VERSION (a hash of both). A new build means new bytes
// here, so the browser installs the new worker beside the old one; the page offers "Reload to update", and
// only then does the new worker take over (no tab ever runs half an old and half a new version).
/* global SHELL, ASSETS, VERSION */

const shellCache = `skillswap-shell-${VERSION}`;
const pagesCache = 'skillswap-pages';
const assetsCache = 'skillswap-assets';
const spaPage = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(shellCache).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('skillswap-shell-') && name !== shellCache) await caches.delete(name);
      }
      // Hashed files of earlier builds are dropped; those of this build stay for pages seen before.
      const assets = await caches.open(assetsCache);
      const current = new Set(ASSETS);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // The API (member data) is never cached here: a shared device keeps no one's data after sign-out.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(openPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(openAsset(request));
});

/** Pages: the network first (always the latest); offline, the copy last seen, else the app shell. */
async function openPage(request) {
  const cache = await caches.open(pagesCache);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const seen = await cache.match(request, { ignoreSearch: true });
    if (seen) return seen;
    const shell = await caches.match(spaPage);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files never change: from the cache when there, else fetched and kept for offline use. */
async function openAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(assetsCache);
    await cache.put(request, response.clone());
  }
  return response;
}

// Web push (ADR 105). A visible SkillSwap tab gets the push as a message and shows an in-app toast instead of
// a system notification; otherwise the system shows it. Every push is also in the notification list.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let payload;
      try {
        payload = event.data ? event.data.json() : null;
      } catch {
        payload = null;
      }
      if (!payload || typeof payload.title !== 'string') return;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.find((client) => client.visibilityState === 'visible');
      if (visible) {
        visible.postMessage({ type: 'push', payload });
        return;
      }
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: `notification-${payload.notificationId}`,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { link: payload.link || '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(link).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
