// The web module's public entry (ADR 0059): serving the built web app.
export { registerWebApp } from './web.routes.ts';
