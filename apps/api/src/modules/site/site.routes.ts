import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteEndpoints } from '@skillswap/contracts/site/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { isSmsConfigured } from '../../lib/mail/sms-transport.ts';
import { isBillingConfigured } from '../billing/index.ts';

/** The deployment's public settings (support address, online billing, text messages) for the web app. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(siteEndpoints.getPublicConfig),
    handler: async (_request, reply) => {
      // Changes only with a redeploy; a short cache spares a request per page view.
      void reply.header('cache-control', 'public, max-age=300');
      return {
        supportEmail: app.deps.config.SUPPORT_EMAIL,
        billingEnabled: isBillingConfigured(app.deps.config),
        smsEnabled: isSmsConfigured(app.deps.config),
        localMailbox: app.deps.config.MAIL_TRANSPORT === 'log',
      };
    },
  });
};
