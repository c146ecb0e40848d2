import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the web build writes the HTML of pages rendered ahead of time (apps/web/scripts/prerender.mjs). */
const prerenderedDir = 'prerendered';

/**
 * The routes that have prerendered HTML in this build, mapped to their file under the build directory:
 * `home.html` serves '/', `pricing.html` serves '/pricing'.
 */
export function listPrerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, prerenderedDir);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'home' ? '/' : `/${name}`, `${prerenderedDir}/${file}`);
  }
  return pages;
}
