import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationEndpoints as endpoints } from '@skillswap/contracts/federation/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { answerNodeDirectory, searchPartnerMembers } from './federation-directory.service.ts';
import { answerNodeMember, readPartnerMember } from './federation-directory.member.ts';
import { authenticateNode } from './node-auth.ts';

const minuteMs = 60 * 1000;
/** Each search asks every partner: a member's modest share of their time. */
const memberLimit = { limit: 30, windowMs: minuteMs };
/** A remote member's page asks one partner: a member may open a card a second, on average, for a minute. */
const profileLimit = { limit: 60, windowMs: minuteMs };
/** A partner relays its own members' searches, so it may ask more often than one member. */
const nodeLimit = { limit: 300, windowMs: minuteMs };

/** The partner directory (ADR 185): "Other exchanges" for members, and what nodes answer. */
export const federationDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(endpoints.searchPartnerMembers),
    handler: async (request) => {
      const now = clock.now();
      await enforceRateLimit(database.db, {
        key: `partner-directory:member:${getMember(request).userId}`,
        now,
        ...memberLimit,
      });
      return searchPartnerMembers(
        database.db,
        { config, now },
        { viewerId: getMember(request).userId, search: request.query },
      );
    },
  });

  app.route({
    ...endpointRoute(endpoints.readNodeDirectory),
    handler: async (request) => {
      const now = clock.now();
      // The link is only locked while the signature and its nonce are checked, not while branches are asked.
      const link = await database.db.transaction((tx) =>
        authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now }),
      );
      await enforceRateLimit(database.db, { key: `partner-directory:link:${link.id}`, now, ...nodeLimit });
      return answerNodeDirectory(database.db, { config, now }, { link, search: request.body });
    },
  });

  app.route({
    ...endpointRoute(endpoints.getPartnerMember),
    handler: async (request) => {
      const now = clock.now();
      await enforceRateLimit(database.db, {
        key: `partner-member:member:${getMember(request).userId}`,
        now,
        ...profileLimit,
      });
      return readPartnerMember(database.db, { config, now }, request.params);
    },
  });

  app.route({
    ...endpointRoute(endpoints.readNodeMember),
    handler: async (request) => {
      const now = clock.now();
      const link = await database.db.transaction((tx) =>
        authenticateNode(tx, request, { rootSecret: config.AUTH_SECRET, now }),
      );
      // One budget with the directory's searches: both are a partner reading this node's members.
      await enforceRateLimit(database.db, { key: `partner-directory:link:${link.id}`, now, ...nodeLimit });
      return answerNodeMember(database.db, { config, now }, { link, question: request.body });
    },
  });
};
