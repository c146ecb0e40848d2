// The site module's public entry (ADR 0059): site-wide settings and the prerendered pages of the web app.
export { siteRoutes } from './site.routes.ts';
export { themeScriptCspSource } from './theme-script.ts';
export { listPrerenderedPages } from './prerendered-pages.ts';
