import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@skillswap/contracts/health/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { databaseUnavailable } from '../../lib/errors.ts';
import { pingDatabase } from './health.repository.ts';

/** How long readiness waits for the database before calling it unavailable. */
const readinessTimeoutMs = 2_000;

/**
 * `/api/health` is liveness: the process answers (it never waits on the database, so an outage does not get
 * the process restarted). `/api/health/ready` is readiness: migrated, and the database answers within 2 s.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(healthEndpoints.checkLiveness),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  });

  app.route({
    ...endpointRoute(healthEndpoints.checkReadiness),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!app.deps.startup.isPrepared()) throw databaseUnavailable('health.startingWaitingForThe');
      if (!(await isDatabaseAnswering())) throw databaseUnavailable('health.theDatabaseIsNot');
      return { status: 'ready' as const, database: app.deps.database.kind };
    },
  });

  async function isDatabaseAnswering(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), readinessTimeoutMs);
    });
    const probe = pingDatabase(app.deps.database.db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
};
