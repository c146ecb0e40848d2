import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationEndpoints } from '@skillswap/contracts/auth/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { confirmEmailAddress, invalidVerificationToken, resendVerificationLink } from '../auth/index.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { grantStarterIfEligible, hasCompleteProfile } from '../ledger/index.ts';
import { welcomePathAfterVerifying } from './verification-return.ts';

/**
 * The page a verification link opens posts its token here, and "Resend" asks for a new link. Composed above
 * auth because verifying the address may complete the starter grant's conditions (product rules
 * R7.1): both commit together.
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(emailVerificationEndpoints.verifyEmail),
    handler: async (request, reply) => {
      const now = clock.now();
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      const verified = await database.db.transaction(async (tx) => {
        const result = await confirmEmailAddress(tx, { token: request.body.token, now, client });
        if (!result) return null;
        await grantStarterIfEligible(tx, result.userId, { publicUrl: config.PUBLIC_URL, now });
        return { ...result, isOnboarded: await hasCompleteProfile(tx, result.userId) };
      });
      if (!verified) throw invalidVerificationToken();
      void reply.header('cache-control', 'no-store');
      return {
        email: verified.email,
        emailVerifiedAt: verified.emailVerifiedAt,
        next: welcomePathAfterVerifying(verified),
      };
    },
  });

  // "Resend" on the verification notice.
  app.route({
    ...endpointRoute(emailVerificationEndpoints.resendVerification),
    handler: async (request, reply) => {
      const member = getMember(request);
      await resendVerificationLink(database.db, {
        config,
        userId: member.userId,
        ...(request.query.returnTo ? { returnTo: request.query.returnTo } : {}),
        now: clock.now(),
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      return reply.status(202).header('cache-control', 'no-store').send(null);
    },
  });
};
