import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData } from './lib/page-data.ts';
import { startServiceWorker } from './lib/pwa/service-worker.ts';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App pageData={readPageData()} />
  </StrictMode>
);
// Pages prerendered at build time arrive with their HTML: hydrate it instead of painting it again. As a
// transition, the first render yields to the browser every few milliseconds instead of blocking it.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// The installable app's service worker (ADR 104), in production builds only: the dev server has no sw.js.
if (import.meta.env.PROD) startServiceWorker();
