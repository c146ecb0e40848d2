import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage, isLanguage, type Language } from '@skillswap/contracts/shared/i18n';

/** Where the web build writes the HTML of pages rendered ahead of time (apps/web/scripts/prerender.mjs). */
const prerenderedDir = 'prerendered';

export interface PrerenderedPage {
  /** The file under the build directory. */
  file: string;
  language: Language;
  /** The page's address without its language: '/', '/pricing'. */
  page: string;
}

/**
 * The routes that have prerendered HTML in this build, mapped to their file under the build directory:
 * `home.html` serves '/', `pricing.html` serves '/pricing', and each language folder its own copies at
 * /<lang>/… (ADR 102): `es/home.html` serves '/es/', `es/pricing.html` '/es/pricing'.
 */
export function listPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const dir = path.join(distDir, prerenderedDir);
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  const addFolder = (folder: string, language: Language) => {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      if (entry.isDirectory() && folder === '' && isLanguage(entry.name) && entry.name !== defaultLanguage) {
        addFolder(entry.name, entry.name);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const name = entry.name.slice(0, -'.html'.length);
      const page = name === 'home' ? '/' : `/${name}`;
      const prefix = language === defaultLanguage ? '' : `/${language}`;
      const route = prefix === '' ? page : page === '/' ? prefix : `${prefix}${page}`;
      pages.set(route, { file: path.posix.join(prerenderedDir, folder, entry.name), language, page });
    }
  };
  addFolder('', defaultLanguage);
  return pages;
}
