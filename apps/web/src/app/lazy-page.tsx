import { lazy, useState, type ComponentType, type ReactElement } from 'react';

const preloaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element whose module is fetched the first time it shows, so each page is its own chunk:
 * `lazyPage(() => import('./routes/about.tsx'), 'AboutPage')` renders the module's `AboutPage` export.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const LazyPage = lazy<ComponentType>(loadOnce);
  // Once its code is here the page renders at once: React.lazy suspends on its first render even then, which
  // would leave server HTML waiting to hydrate (loadRouteElements). Chosen once, so a page never remounts.
  function Page() {
    const [Shown] = useState(() => loaded ?? LazyPage);
    return <Shown />;
  }
  const element = <Page />;
  preloaders.set(element, loadOnce);
  return element;
}

/**
 * Starts fetching the code of every lazy element in a matched route chain at once. Without it a page under
 * a lazy layout would wait for the layout's chunk before its own download even began.
 */
export function preloadRouteElements(elements: Array<ReactElement | null | undefined>) {
  for (const element of elements) {
    if (element) void preloaders.get(element)?.();
  }
}

/**
 * Resolves once the code of every lazy element in a matched route chain has arrived (a failed download
 * resolves too: rendering shows the error as it would have). main.tsx hydrates a page the server sent as HTML
 * only then, so React takes over the whole page in one go: before, the page waited as server HTML inside its
 * Suspense boundary for its code, and the session's first update from above made React throw that HTML away
 * and render all of it again in the browser (issue 36). It also means that once React has taken over, a click
 * anywhere on the page is handled.
 */
export async function loadRouteElements(elements: Array<ReactElement | null | undefined>) {
  const loads = elements.flatMap((element) => {
    const load = element ? preloaders.get(element) : undefined;
    return load ? [load().catch(() => undefined)] : [];
  });
  await Promise.all(loads);
}
