// The status module's public entry (ADR 101): the probe the background jobs record each
// minute, and /api/status.
export { statusRoutes } from './status.routes.ts';
export { getMonthlyAvailability, recordStatusProbe } from './status.service.ts';
