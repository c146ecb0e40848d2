import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { textDirection } from '@skillswap/contracts/shared/i18n';
import { App } from './app/app.tsx';
import { loadCatalogue } from './i18n/catalogues.ts';
import { readInlineCatalogue } from './i18n/inline-catalogue.ts';
import { detectBrowserLanguage, splitLanguagePrefix } from './i18n/locale-path.ts';
import { watchEarlyInput } from './lib/early-input.ts';
import { readPageData } from './lib/page-data.ts';
import { startServiceWorker } from './lib/pwa/service-worker.ts';
import './styles.css';

const container = document.getElementById('root')!;
// Before anything else: text typed into the server's page until the app takes it over is kept.
watchEarlyInput();
const language = detectBrowserLanguage();
const prefix = splitLanguagePrefix(window.location.pathname).language;
document.documentElement.lang = language;
document.documentElement.dir = textDirection(language);

// Prerendered pages carry their language's messages in the HTML; other pages fetch the one
// catalogue they need.
const inline = readInlineCatalogue(language);
void (inline ? Promise.resolve(inline) : loadCatalogue(language)).then((catalogue) => {
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
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

// The installable app's service worker (ADR 104), in production builds only: the dev server has no sw.js.
if (import.meta.env.PROD) startServiceWorker();
