// The credentials sub-module's entry: forgotten and changed passwords, changed e-mail addresses, and proving
// the password again before a dangerous action (ADR 68).
export { credentialsRoutes } from './credentials.routes.ts';
