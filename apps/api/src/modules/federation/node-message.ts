import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { auditOf } from '../communities/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { nodeRefusalAnswer } from './federation-transfers.errors.ts';
import { authenticateNode } from './node-auth.ts';

/**
 * Messages one linked node may send a kind of endpoint in a minute: a busy hub's whole traffic, not a flood.
 */
const perLink = { limit: 600, windowMs: 60 * 1000 };

/**
 * What the federation's route files share (ADRs 183, 206): the context a call works in, and `asNode`, which
 * authenticates a node message (its nonce taken for good), counts it against the link's limit under
 * `limitKey`, runs it and answers its refusals in the Credit Commons shape.
 */
export function nodeMessageHandling(
  { database, clock, config }: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  limitKey: string,
) {
  const context = (request: Parameters<typeof auditOf>[0]): FederationContext => ({
    config,
    now: clock.now(),
    audit: auditOf(request),
  });
  const asNode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (from: LinkRow) => Promise<{ status: number; body: unknown }>,
  ) => {
    try {
      const from = await database.db.transaction((tx) =>
        authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now: clock.now() }),
      );
      await enforceRateLimit(database.db, {
        key: `${limitKey}:link:${from.id}`,
        now: clock.now(),
        ...perLink,
      });
      const answer = await work(from);
      return reply.status(answer.status).send(answer.body);
    } catch (error) {
      const answer = nodeRefusalAnswer(error, nodeNameOf(config));
      if (!answer) throw error;
      // Written as it is: the Credit Commons `errors` list is no part of SkillSwap's error schema.
      for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
      return reply.status(answer.status).serializer(JSON.stringify).send(answer.body);
    }
  };
  return { context, asNode };
}
