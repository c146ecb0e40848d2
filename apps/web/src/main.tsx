import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData } from './lib/page-data.ts';
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
