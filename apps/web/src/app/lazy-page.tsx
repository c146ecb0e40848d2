import { lazy, type ComponentType, type ReactElement } from 'react';

const preloaders = new WeakMap<ReactElement, () => void>();

/**
 * A route element whose module is fetched the first time it shows, so each page is its own chunk:
 * `lazyPage(() => import('./routes/about.tsx'), 'AboutPage')` renders the module's `AboutPage` export.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: module[name] })));
  const Page = lazy<ComponentType>(loadOnce);
  const element = <Page />;
  preloaders.set(element, () => void loadOnce());
  return element;
}

/**
 * Starts fetching the code of every lazy element in a matched route chain at once. Without it a page under
 * a lazy layout would wait for the layout's chunk before its own download even began.
 */
export function preloadRouteElements(elements: Array<ReactElement | null | undefined>) {
  for (const element of elements) {
    if (element) preloaders.get(element)?.();
  }
}
