import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsEndpoints } from '@skillswap/contracts/metrics/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null unless METRICS_TOKEN is set. */
    metrics: Metrics | null;
  }
}

/**
 * Metrics are recorded only when METRICS_TOKEN is set (ADR 57). Called directly on the root instance, before
 * the other routes, so its hook sees every request.
 */
export function registerMetrics(app: FastifyInstance) {
  const { config, database, clock } = app.deps;
  const metrics = config.METRICS_TOKEN ? createMetrics(database, clock) : null;
  app.decorate('metrics', metrics);

  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern (`/api/profiles/:id`), never the raw URL; requests no route matched
      // share one label.
      metrics.observeRequest(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}

/**
 * `GET /metrics` in Prometheus text format. `access: 'metrics'` (ADR 77) lets in only
 * `Authorization: Bearer $METRICS_TOKEN`; without a token configured the route answers 404 like any unknown
 * path. Registered with the other routes, after the OpenAPI plugin, so the document describes it.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics } = app;
  app.route({
    ...endpointRoute(metricsEndpoints.getMetrics),
    handler: async (_request, reply) => {
      // Never without METRICS_TOKEN: the access check answers 404 first.
      if (!metrics) throw notFound('metrics.noRouteForGet');
      const body = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
    },
  });
};
