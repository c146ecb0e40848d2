import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachEndpoints } from '@skillswap/contracts/coach/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { buildCoach, setWeeklyGoal } from './coach.service.ts';

/** The Coach (Elite): a learning plan per wanted skill, a weekly goal, and an optional note from a model. */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(coachEndpoints.getCoach),
    handler: async (request) =>
      buildCoach({ db: database.db, now: clock.now(), config, log: request.log }, getMember(request).userId),
  });

  app.route({
    ...endpointRoute(coachEndpoints.setCoachGoal),
    handler: async (request) =>
      setWeeklyGoal(database.db, getMember(request).userId, request.body.weeklyHours, clock.now()),
  });
};
