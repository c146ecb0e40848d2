// Build step after `vite build` and `vite build --ssr src/prerender.tsx`: renders the pages that look the same
// for every visitor into dist/prerendered/<page>.html (the server sends them for those routes), so their
// content paints before any JavaScript runs. main.tsx then hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(dist, 'server/prerender.js');

const pages = [
  { file: 'home', url: '/', title: 'SkillSwap: Trade Skills. Build Value. No Money Needed.' },
  { file: 'about', url: '/about', title: 'Our Story | SkillSwap' },
  { file: 'pricing', url: '/pricing', title: 'Pricing | SkillSwap' },
];

const { renderPage } = await import(pathToFileURL(ssrEntry).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill.`);

const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const page of pages) {
  const html = await renderPage(page.url);
  const document = template
    .replace(emptyRoot, `<div id="root">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  writeFileSync(path.join(outDir, `${page.file}.html`), document);
  console.log(`prerendered ${page.url} (${Math.round(html.length / 1024)} KB of HTML)`);
}
