import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import type { PageData } from '@skillswap/contracts/explore/page-data';
import { App } from './app/app.tsx';
import { allCatalogues } from './i18n/all-catalogues.ts';
import { splitLanguagePrefix } from './i18n/locale-path.ts';

/**
 * Server entry for the build's prerender step (scripts/prerender.mjs): the HTML of one page with every lazy
 * chunk resolved, for main.tsx to hydrate. Only pages that look the same for every visitor are prerendered at
 * build time, once per language at /<lang>/… (ADR 102); the server also renders Explore with it on each
 * request, from `pageData` (ADR 82).
 */
export async function renderPage(
  url: string,
  pageData: PageData = {},
  language: Language = defaultLanguage,
): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App
        url={url}
        pageData={pageData}
        language={language}
        catalogue={allCatalogues[language]}
        basename={basenameOf(url)}
      />
    </StrictMode>,
    // One piece of HTML: no Suspense boundary is split out to be revealed by inline scripts, which the
    // Content-Security-Policy would block (React outlines boundaries over 12.8 KB by default).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`Prerendering ${url} left inline scripts in the HTML.`);
  return html;
}

/** The catalogue the prerendered page of a language carries inline. */
export function catalogueOf(language: Language) {
  return allCatalogues[language];
}

/**
 * The router's base, read from the address as main.tsx reads it in the browser: `/ar` for `/ar/about`, none
 * for `/explore`, which the server renders in the visitor's language without a prefix.
 */
function basenameOf(url: string): string | undefined {
  const { language } = splitLanguagePrefix(new URL(url, 'http://page.invalid').pathname);
  return language ? `/${language}` : undefined;
}
