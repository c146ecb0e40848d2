import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@skillswap/contracts/billing/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { handleError } from '../../lib/error-handler.ts';
import { notFound } from '../../lib/errors.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  cancelPlan,
  getOverview,
  openPortal,
  receiveStripeEvent,
  startCheckout,
  switchPlan,
  type BillingContext,
} from './billing.service.ts';
import { slaCreditRoutes } from './sla-credits.routes.ts';
import { createStripeBilling, isStripeUnavailable, paymentsUnavailable } from './stripe-client.ts';

/** Paid plans through Stripe (ADR 64). Without the Stripe settings every billing endpoint answers 404. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const billing = createStripeBilling(config);
  app.setErrorHandler((error, request, reply) =>
    handleError(isStripeUnavailable(error) ? paymentsUnavailable() : (error as Error), request, reply),
  );
  await app.register(slaCreditRoutes(billing));

  const context = (): BillingContext => {
    if (!billing) throw notFound('billing.plansAreNotSold');
    return { db: database.db, billing, publicUrl: config.PUBLIC_URL, now: clock.now() };
  };

  app.route({
    ...endpointRoute(billingEndpoints.getBilling),
    handler: async (request) => {
      const member = getMember(request);
      return { data: await getOverview(context(), member.userId) };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.startCheckout),
    handler: async (request) => {
      const member = getMember(request);
      return { data: { url: await startCheckout(context(), member.userId, request.body.plan) } };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.switchPlan),
    handler: async (request) => {
      const member = getMember(request);
      return { data: await switchPlan(context(), member.userId, request.body.plan) };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.cancelPlan),
    handler: async (request) => {
      const member = getMember(request);
      return { data: await cancelPlan(context(), member.userId) };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.openPortal),
    handler: async (request) => {
      const member = getMember(request);
      return { data: { url: await openPortal(context(), member.userId) } };
    },
  });

  // Stripe signs the exact bytes it sent, so this one route reads its body unparsed. Content-type parsers
  // are scoped to the plugin that adds them: the other routes keep parsing JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.route({
      ...endpointRoute(billingEndpoints.receiveStripeEvent),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { duplicate } = await receiveStripeEvent(
          context(),
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, duplicate };
      },
    });
  });
};
