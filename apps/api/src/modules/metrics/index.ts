// The metrics module's public entry (ADR 0059): the Prometheus endpoint and the counters behind it.
export { metricsRoutes, registerMetrics } from './metrics.routes.ts';
