import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { textDirection } from '@skillswap/contracts/i18n';
import { App } from './app/app.tsx';
import { loadPagesOf } from './app/router.tsx';
import { loadCatalogue } from './i18n/catalogues.ts';
import { readInlineCatalogue } from './i18n/inline-catalogue.ts';
import { detectBrowserLanguage, splitLanguagePrefix } from './i18n/locale-path.ts';
import { readPageData } from './lib/page-data.ts';
import { markPageHydrated } from './lib/page-hydration.ts';
import { startServiceWorker } from './lib/pwa/service-worker.ts';
import './styles.css';

const container = document.getElementById('root')!;
const language = detectBrowserLanguage();
const { language: prefix, rest: pathname } = splitLanguagePrefix(window.location.pathname);
const isServerHtml = container.hasChildNodes();
document.documentElement.lang = language;
document.documentElement.dir = textDirection(language);

// Prerendered pages carry their language's messages in the HTML; other pages fetch the one catalogue they need.
// HTML from the server is hydrated once its page's code has arrived too (loadPagesOf says why).
const inline = readInlineCatalogue(language);
void Promise.all([
  inline ? Promise.resolve(inline) : loadCatalogue(language),
  isServerHtml ? loadPagesOf(pathname) : undefined,
]).then(([catalogue]) => {
  const app = (
    <StrictMode>
      <App
        pageData={readPageData()}
        language={language}
        catalogue={catalogue}
        basename={prefix ? `/${prefix}` : undefined}
      />
    </StrictMode>
  );
  // Pages prerendered at build time arrive with their HTML: hydrate it instead of painting it again. As a
  // transition, the first render yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    if (isServerHtml) hydrateRoot(container, app);
    else {
      markPageHydrated();
      createRoot(container).render(app);
    }
  });
});

// The installable app's service worker (ADR 104), in production builds only: the dev server has no sw.js.
if (import.meta.env.PROD) startServiceWorker();
