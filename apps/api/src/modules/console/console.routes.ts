import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints } from '@skillswap/contracts/admin/endpoints';
import { adminAuditEndpoints } from '@skillswap/contracts/admin-audit/endpoints';
import { adminMemberEndpoints } from '@skillswap/contracts/admin-members/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getStaff } from '../../lib/http/request-caller.ts';
import { listAuditLog } from './audit.repository.ts';
import { searchMembers } from './members.repository.ts';
import {
  loadMemberDetail,
  refundFromConsole,
  setBadgeFromConsole,
  setPlanFromConsole,
  setRoleFromConsole,
} from './members.service.ts';
import { loadOverview } from './overview.repository.ts';
import { listTeam } from './team.repository.ts';

/** The operator console's own endpoints (ADR 66); the access check lets in the role each one declares. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;

  app.route({
    ...endpointRoute(adminEndpoints.listTeam),
    handler: async () => ({ team: await listTeam(database.db) }),
  });
  app.route({
    ...endpointRoute(adminEndpoints.getOverview),
    handler: async () => loadOverview(database.db, clock.now()),
  });
  const auditContext = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.route({
    ...endpointRoute(adminMemberEndpoints.searchMembers),
    handler: async (request) => {
      return { members: await searchMembers(database.db, request.query.q) };
    },
  });
  app.route({
    ...endpointRoute(adminMemberEndpoints.getMember),
    handler: async (request) => {
      return loadMemberDetail(database.db, request.params.memberId);
    },
  });
  app.route({
    ...endpointRoute(adminMemberEndpoints.setVerified),
    handler: async (request) => {
      const staff = getStaff(request);
      return setBadgeFromConsole(database.db, {
        memberId: request.params.memberId,
        verified: request.body.verified,
        actorId: staff.userId,
        now: clock.now(),
        ...auditContext(request),
      });
    },
  });
  app.route({
    ...endpointRoute(adminMemberEndpoints.setRole),
    handler: async (request) => {
      const staff = getStaff(request);
      return setRoleFromConsole(database.db, {
        memberId: request.params.memberId,
        role: request.body.role,
        actorId: staff.userId,
        ...auditContext(request),
      });
    },
  });
  app.route({
    ...endpointRoute(adminMemberEndpoints.setPlan),
    handler: async (request) => {
      const staff = getStaff(request);
      return setPlanFromConsole(database.db, {
        memberId: request.params.memberId,
        plan: request.body.plan,
        actorId: staff.userId,
        now: clock.now(),
        ...auditContext(request),
      });
    },
  });
  app.route({
    ...endpointRoute(adminMemberEndpoints.refundFirstPremiumPayment),
    handler: async (request) => {
      const staff = getStaff(request);
      return refundFromConsole(database.db, {
        memberId: request.params.memberId,
        actorId: staff.userId,
        config,
        now: clock.now(),
      });
    },
  });
  app.route({
    ...endpointRoute(adminAuditEndpoints.listAuditLog),
    handler: async (request) => {
      return listAuditLog(database.db, request.query);
    },
  });
};
