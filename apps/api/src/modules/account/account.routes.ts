import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '@skillswap/contracts/account/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';
import { requireRecentAuth, setAccountLanguage } from '../auth/index.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { deleteAccount, exportAccount } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(accountEndpoints.deleteAccount),
    handler: async (request, reply) => {
      const member = getMember(request);
      requireRecentAuth(request, member);
      await deleteAccount(database.db, {
        memberId: member.userId,
        email: member.email,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        context: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(accountEndpoints.exportAccount),
    handler: async (request, reply) => {
      const member = getMember(request);
      const now = clock.now();
      const data = await exportAccount(database.db, { memberId: member.userId, now });
      const fileName = `skillswap-export-${now.toISOString().slice(0, 10)}.json`;
      return (
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // Indented for people who open the file.
          .serializer((payload) => JSON.stringify(payload, null, 2))
          .send(data)
      );
    },
  });

  app.route({
    ...endpointRoute(accountEndpoints.updateLanguage),
    handler: async (request) => {
      const member = getMember(request);
      const { language } = request.body;
      const saved = await setAccountLanguage(database.db, member.userId, language, clock.now());
      if (!saved) throw notFound('account.noSuchMember');
      return { language };
    },
  });
};
