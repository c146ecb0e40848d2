import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightEndpoints } from '@skillswap/contracts/insights/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getInsights, insightsCsv } from './insights.service.ts';
import { profileActivityOf } from './profile-activity.ts';

/** The analytics dashboard (ADR 106), and the flush of the profile activity counted in memory on close. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  app.addHook('onClose', async () => profileActivityOf(app).close());

  app.route({
    ...endpointRoute(insightEndpoints.getInsights),
    handler: async (request) => getInsights(database.db, getMember(request).userId, clock.now()),
  });

  app.route({
    ...endpointRoute(insightEndpoints.downloadInsights),
    handler: async (request, reply) => {
      const now = clock.now();
      const csv = insightsCsv(await getInsights(database.db, getMember(request).userId, now));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="skillswap-insights-${now.toISOString().slice(0, 7)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
