// The health module's public entry (ADR 0059): liveness and readiness.
export { healthRoutes } from './health.routes.ts';
