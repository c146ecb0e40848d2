import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slaEndpoints } from '@skillswap/contracts/sla/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { getSlaReport, requestSlaCredit, type SlaContext } from './sla-credits.service.ts';
import type { StripeBilling } from './stripe-client.ts';

/** The Enterprise SLA (ADR 143): its monthly figures and credit requests, with or without online billing. */
export function slaCreditRoutes(billing: StripeBilling | null): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, clock, config } = app.deps;
    const context = (): SlaContext => ({
      db: database.db,
      billing,
      now: clock.now(),
      supportEmail: config.SUPPORT_EMAIL,
    });

    app.route({
      ...endpointRoute(slaEndpoints.getSla),
      handler: async (request) => ({ data: await getSlaReport(context(), getMember(request).userId) }),
    });
    app.route({
      ...endpointRoute(slaEndpoints.requestSlaCredit),
      handler: async (request, reply) => {
        const month = await requestSlaCredit(context(), {
          accountId: getMember(request).userId,
          month: request.params.month,
        });
        return reply.status(201).send({ data: month });
      },
    });
  };
}
