import { z } from 'zod';
import { metricsRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const metricsEndpoints = {
  getMetrics: defineEndpoint(metricsRoutes.getMetrics, {
    tag: 'Operations',
    summary: 'Read the server’s metrics in Prometheus text format',
    description: 'Only when METRICS_TOKEN is configured; otherwise 404 like any unknown path.',
    access: 'metrics',
    produces: 'text/plain; version=0.0.4; charset=utf-8',
    responses: { 200: z.string() },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof metricsRoutes, Endpoint>;
