import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communityEndpoints } from '@skillswap/contracts/communities/endpoints';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import {
  createCommunity,
  getCommunity,
  getMembers,
  listCommunities,
  pinAnnouncement,
  postAnnouncement,
} from './communities.service.ts';
import { exportFundCsv, exportMembersCsv, getDashboard } from './community-dashboard.service.ts';
import { donate, getFund, grant } from './community-fund.service.ts';
import {
  changeRole,
  decideMember,
  joinCommunity,
  leaveCommunity,
  rotateInvite,
  type CancelSwapsWithin,
} from './community-membership.service.ts';
import { listJoinDecisions } from './join-decisions.service.ts';

export const auditOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Communities (ADR 98): pages, membership and roles, announcements, the fund, the coordinator dashboard. */
export const communitiesRoutes: FastifyPluginAsyncZod<{ cancelSwapsWithin: CancelSwapsWithin }> = async (
  app,
  { cancelSwapsWithin },
) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const viewer = (request: FastifyRequest) => getMember(request).userId;

  app.route({
    ...endpointRoute(communityEndpoints.listCommunities),
    handler: async (request) => listCommunities(db, viewer(request), request.query),
  });
  app.route({
    ...endpointRoute(communityEndpoints.createCommunity),
    handler: async (request, reply) => {
      const community = await createCommunity(db, {
        ownerId: viewer(request),
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      });
      return reply.status(201).send({ data: community });
    },
  });
  app.route({
    ...endpointRoute(communityEndpoints.getCommunity),
    handler: async (request) => ({
      data: await getCommunity(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        invite: request.query.invite,
      }),
    }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.listCommunityMembers),
    handler: async (request) => getMembers(db, { viewerId: viewer(request), slug: request.params.slug }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.listJoinDecisions),
    handler: async (request) =>
      listJoinDecisions(db, {
        viewerId: viewer(request),
        slug: request.params.slug,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.joinCommunity),
    handler: async (request) =>
      joinCommunity(db, {
        memberId: viewer(request),
        slug: request.params.slug,
        invite: request.body.invite,
        now: clock.now(),
      }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.leaveCommunity),
    handler: async (request, reply) => {
      await leaveCommunity(db, {
        memberId: viewer(request),
        slug: request.params.slug,
        now: clock.now(),
        publicUrl: config.PUBLIC_URL,
        cancelSwapsWithin,
      });
      return reply.status(204).send(null);
    },
  });
  const decisions = [
    [communityEndpoints.approveJoin, 'approve'],
    [communityEndpoints.declineJoin, 'decline'],
    [communityEndpoints.removeMember, 'remove'],
    [communityEndpoints.liftRemoval, 'lift'],
  ] as const;
  for (const [endpoint, decision] of decisions) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) =>
        decideMember(db, {
          coordinatorId: viewer(request),
          slug: request.params.slug,
          memberId: request.params.memberId,
          decision,
          now: clock.now(),
          publicUrl: config.PUBLIC_URL,
          audit: auditOf(request),
          cancelSwapsWithin,
        }),
    });
  }
  app.route({
    ...endpointRoute(communityEndpoints.changeMemberRole),
    handler: async (request) =>
      changeRole(db, {
        ownerId: viewer(request),
        slug: request.params.slug,
        memberId: request.params.memberId,
        role: request.body.role,
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.rotateInvite),
    handler: async (request) =>
      rotateInvite(db, { memberId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.postAnnouncement),
    handler: async (request, reply) => {
      const announcement = await postAnnouncement(db, {
        memberId: viewer(request),
        slug: request.params.slug,
        body: request.body.body,
        isPinned: request.body.isPinned,
        now: clock.now(),
      });
      return reply.status(201).send({ data: announcement });
    },
  });
  for (const [endpoint, pinned] of [
    [communityEndpoints.pinAnnouncement, true],
    [communityEndpoints.unpinAnnouncement, false],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request) => ({
        data: await pinAnnouncement(db, {
          memberId: viewer(request),
          slug: request.params.slug,
          announcementId: request.params.announcementId,
          pinned,
          now: clock.now(),
        }),
      }),
    });
  }
  app.route({
    ...endpointRoute(communityEndpoints.getCommunityFund),
    handler: async (request) =>
      getFund(db, { viewerId: viewer(request), slug: request.params.slug, query: request.query }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.donateToFund),
    handler: async (request) =>
      donate(db, {
        memberId: viewer(request),
        slug: request.params.slug,
        amount: request.body.amount,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.grantFromFund),
    handler: async (request) =>
      grant(db, {
        coordinatorId: viewer(request),
        slug: request.params.slug,
        input: request.body,
        now: clock.now(),
        audit: auditOf(request),
      }),
  });
  app.route({
    ...endpointRoute(communityEndpoints.getCommunityDashboard),
    handler: async (request) =>
      getDashboard(db, { viewerId: viewer(request), slug: request.params.slug, now: clock.now() }),
  });
  const exports = [
    [communityEndpoints.exportCommunityMembers, exportMembersCsv, 'members'],
    [communityEndpoints.exportCommunityFund, exportFundCsv, 'fund'],
  ] as const;
  for (const [endpoint, build, name] of exports) {
    app.route({
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        const body = await build(db, { viewerId: viewer(request), slug: request.params.slug });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${request.params.slug}-${name}.csv"`)
          .send(body);
      },
    });
  }
};
