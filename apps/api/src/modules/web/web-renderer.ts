import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalogue, Language } from '@skillswap/contracts/shared/i18n';
import type { PageData } from '@skillswap/contracts/explore/page-data';

/** The web build's server entry (apps/web/src/prerender.tsx), bundled into dist/server by `npm run build`. */
export interface WebRenderer {
  /** The HTML inside `<div id="root">` for `url`, the way the browser's first render will produce it. */
  renderPage(url: string, pageData: PageData, language: Language): Promise<string>;
  /** The messages of one language, as the page rendered in it carries them inline. */
  catalogueOf(language: Language): Catalogue;
}

/** Files of the build only the server reads: never sent to a browser. */
export const serverOnlyFolder = 'server';

/**
 * Loads the web app's server entry the first time a page needs it (it is large, and start-up should not pay
 * for it), or null when the build has none: the page is then sent with its data only, rendered
 * in the browser.
 */
export function createWebRendererLoader(distDir: string): () => Promise<WebRenderer | null> {
  const entry = path.join(distDir, serverOnlyFolder, 'prerender.js');
  let loading: Promise<WebRenderer | null> | undefined;
  return () => {
    if (!existsSync(entry)) return Promise.resolve(null);
    loading ??= import(pathToFileURL(entry).href) as Promise<WebRenderer>;
    return loading;
  };
}
