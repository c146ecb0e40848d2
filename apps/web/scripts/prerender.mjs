// Build step after `vite build` and `vite build --ssr src/prerender.tsx`: renders the pages that look the same
// for every visitor into dist/prerendered/<page>.html (English, at the bare address) and
// dist/prerendered/<lang>/<page>.html (every other language, at /<lang>/…; ADR 102). The server sends them for
// those routes, so their content paints before any JavaScript runs; main.tsx then hydrates them with the
// catalogue each page carries inline (no request for messages on the landing page).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(dist, 'server/prerender.js');
// Keep in step with src/i18n/locale-path.ts (prerenderedPublicPaths) and packages/contracts/src/i18n.ts.
const languages = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'];
const inlineCatalogueElementId = 'skillswap-i18n';

const pages = [
  { file: 'home', url: '/', titleKey: 'common.title.home' },
  { file: 'about', url: '/about', titleKey: 'common.title.about' },
  { file: 'pricing', url: '/pricing', titleKey: 'common.title.pricing' },
];

const { renderPage, catalogueOf } = await import(pathToFileURL(ssrEntry).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill.`);
if (!/<html lang="en">/.test(template))
  throw new Error('dist/index.html has no <html lang="en"> to localise.');

const localizedUrl = (language, url) =>
  language === 'en' ? url : url === '/' ? `/${language}/` : `/${language}${url}`;
/** JSON safe inside a script element (as apps/api/src/modules/web/page-html.ts writes it). */
const forScript = (value) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
for (const language of languages) {
  const folder = language === 'en' ? outDir : path.join(outDir, language);
  mkdirSync(folder, { recursive: true });
  const catalogue = catalogueOf(language);
  for (const page of pages) {
    const url = localizedUrl(language, page.url);
    const html = await renderPage(url, {}, language);
    // Root-relative: the build does not know the public address (search engines resolve them against the page).
    const alternates = [
      ...languages.map(
        (other) => `<link rel="alternate" hreflang="${other}" href="${localizedUrl(other, page.url)}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${page.url}" />`,
    ].join('');
    const messages = `<script type="application/json" id="${inlineCatalogueElementId}">${forScript({ language, messages: catalogue })}</script>`;
    const title = catalogue[page.titleKey];
    if (!title) throw new Error(`No ${page.titleKey} in the ${language} catalogue.`);
    const document = template
      .replace('<html lang="en">', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace('</head>', `${alternates}</head>`)
      .replace(emptyRoot, () => `<div id="root">${html}</div>${messages}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
    writeFileSync(path.join(folder, `${page.file}.html`), document);
    console.log(`prerendered ${url} (${Math.round(html.length / 1024)} KB of HTML)`);
  }
}
