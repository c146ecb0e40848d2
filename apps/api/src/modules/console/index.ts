// The console module's public entry (ADR 0066): the operator console's endpoints under /api/admin.
export { consoleRoutes } from './console.routes.ts';
