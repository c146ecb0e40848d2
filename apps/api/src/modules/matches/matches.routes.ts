import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchEndpoints } from '@skillswap/contracts/matches/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { profileActivityOf } from '../insights/index.ts';
import { getDigestPreference, updateDigestPreference } from './match-digest.service.ts';
import { listCircles } from './circles.service.ts';
import { listMatches } from './matches.service.ts';
import { ensureCurrentTaxonomy } from './skill-sets.repository.ts';
import { isDatabaseUnavailable } from '../../lib/database/database-errors.ts';

export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A taxonomy change since the last start queues every member for a rebuild of their canonical skills. A
  // server whose database does not answer yet leaves this to the skill-set job, which checks on every
  // run (ADR 0051).
  app.addHook('onReady', async () => {
    if (!app.deps.startup.isPrepared()) return;
    await ensureCurrentTaxonomy(app.deps.database.db).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
    });
  });
  const context = () => ({ db: app.deps.database.db, now: app.deps.clock.now() });

  app.route({
    ...endpointRoute(matchEndpoints.listMatches),
    handler: async (request) => {
      const member = getMember(request);
      const matches = await listMatches(
        context(),
        member.userId,
        request.query.limit,
        request.query.community,
      );
      // Appearances among someone's matches, counted for the member's analytics dashboard (ADR 106).
      const shown = matches.items.map((match) => match.profile.id);
      profileActivityOf(app).record('matchAppearances', shown, member.userId);
      return matches;
    },
  });

  app.route({
    ...endpointRoute(matchEndpoints.listCircles),
    handler: async (request) => {
      const member = getMember(request);
      return listCircles(context(), member.userId);
    },
  });

  app.route({
    ...endpointRoute(matchEndpoints.getMatchDigest),
    handler: async (request) => {
      const member = getMember(request);
      return getDigestPreference(app.deps.database.db, member.userId);
    },
  });

  app.route({
    ...endpointRoute(matchEndpoints.updateMatchDigest),
    handler: async (request) => {
      const member = getMember(request);
      return updateDigestPreference(app.deps.database.db, member.userId, request.body.enabled);
    },
  });
};
