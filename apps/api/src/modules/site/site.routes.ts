import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@skillswap/contracts/site';
import { isBillingConfigured } from '../billing/index.ts';

/** `/api/config/public`: the deployment's public settings (support address, online billing) for the web app. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/public',
    { schema: { tags: ['site'], response: { 200: publicConfigSchema } } },
    async (_request, reply) => {
      // Changes only with a redeploy; a short cache spares a request per page view.
      void reply.header('cache-control', 'public, max-age=300');
      return {
        supportEmail: app.deps.config.SUPPORT_EMAIL,
        billingEnabled: isBillingConfigured(app.deps.config),
      };
    },
  );
};
