import { z } from 'zod';
import {
  changeRoleSchema,
  communityDetailSchema,
  communityListQuerySchema,
  communityListSchema,
  communityMembersSchema,
  communityQuerySchema,
  communitySummarySchema,
  createCommunitySchema,
  dashboardSchema,
  donateSchema,
  fundSchema,
  grantSchema,
  joinCommunitySchema,
  joinDecisionPageSchema,
  joinDecisionQuerySchema,
  joinResultSchema,
  announcementSchema,
  postAnnouncementSchema,
} from './schemas.ts';
import { statementQuerySchema } from '../ledger/schemas.ts';
import { memberImportResultSchema, memberImportSchema } from './member-import.ts';
import { communityRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

/** A community's address in a path; shared by every endpoint under /api/communities/:slug. */
export const slugParams = z.object({ slug: z.string().trim().min(1).max(60, 'Community not found') });
const memberParams = slugParams.extend({ memberId: z.uuid('Member not found') });
const announcementParams = slugParams.extend({ announcementId: z.uuid('Announcement not found') });
const privateNote =
  'A private community answers 404 to anyone who is not its member, so its existence is not revealed.';

/** Members' reads and writes of communities, and the token scopes that allow them. */
export const read = { tag: 'Communities', access: 'member', tokenScope: 'communities:read' } as const;
export const write = {
  tag: 'Communities',
  access: 'member',
  needsVerifiedEmail: true,
  tokenScope: 'communities:write',
} as const;

/** A coordinator's action on one member (approve, decline, remove). */
const coordinatorAction = (summary: string) =>
  ({
    ...write,
    summary,
    description: 'Coordinators and the owner only.',
    params: memberParams,
    responses: { 200: communityMembersSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'], 409: ['conflict'] },
  }) as const;

export const communityEndpoints = {
  listCommunities: defineEndpoint(communityRoutes.listCommunities, {
    ...read,
    summary: 'List public communities and the member’s own',
    description:
      '`q` searches names, descriptions and cities; `mine=true` lists only the member’s communities.',
    query: communityListQuerySchema,
    responses: { 200: communityListSchema },
    errors: { 400: ['validation_failed'] },
  }),
  createCommunity: defineEndpoint(communityRoutes.createCommunity, {
    ...write,
    summary: 'Create a community; its creator is its owner',
    body: createCommunitySchema,
    responses: { 201: z.object({ data: communitySummarySchema }) },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  getCommunity: defineEndpoint(communityRoutes.getCommunity, {
    ...read,
    summary: 'Read a community’s page',
    description: `${privateNote} With \`invite\` (the invitation link’s secret) a non-member sees its name to join.`,
    params: slugParams,
    query: communityQuerySchema,
    responses: { 200: z.object({ data: communityDetailSchema }) },
    errors: { 404: ['not_found'] },
  }),
  listCommunityMembers: defineEndpoint(communityRoutes.listCommunityMembers, {
    ...read,
    summary: 'List a community’s members; coordinators also see pending requests',
    description: privateNote,
    params: slugParams,
    responses: { 200: communityMembersSchema },
    errors: { 404: ['not_found'] },
  }),
  listJoinDecisions: defineEndpoint(communityRoutes.listJoinDecisions, {
    ...read,
    summary: 'List the coordinators’ decisions on members: approved, declined, removed, let back',
    description:
      'Coordinators only, newest first: which coordinator approved or declined each request to join, removed a member or lifted a removal, and when.',
    params: slugParams,
    query: joinDecisionQuerySchema,
    responses: { 200: joinDecisionPageSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['not_found'] },
  }),
  joinCommunity: defineEndpoint(communityRoutes.joinCommunity, {
    ...write,
    summary: 'Join a community, or ask to when it needs approval',
    description:
      'Open: a member at once. Approval: pending until a coordinator decides. Invitation: needs `invite`.',
    params: slugParams,
    body: joinCommunitySchema,
    responses: { 200: joinResultSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'], 409: ['conflict'] },
  }),
  leaveCommunity: defineEndpoint(communityRoutes.leaveCommunity, {
    ...write,
    summary: 'Leave a community, or withdraw a request to join',
    description: 'The owner cannot leave while the community has other members.',
    params: slugParams,
    responses: { 204: null },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'], 409: ['conflict'] },
  }),
  approveJoin: defineEndpoint(communityRoutes.approveJoin, coordinatorAction('Approve a request to join')),
  declineJoin: defineEndpoint(communityRoutes.declineJoin, coordinatorAction('Decline a request to join')),
  removeMember: defineEndpoint(communityRoutes.removeMember, {
    ...coordinatorAction('Remove a member'),
    description:
      'Coordinators and the owner only. The member cannot rejoin until a coordinator lifts the removal, and the invitation link is replaced.',
  }),
  liftRemoval: defineEndpoint(communityRoutes.liftRemoval, {
    ...coordinatorAction('Lift a removal, so the member may join again'),
    description: 'Coordinators and the owner only. The member joins again by the community’s rule.',
  }),
  changeMemberRole: defineEndpoint(communityRoutes.changeMemberRole, {
    ...coordinatorAction('Make a member a coordinator, or a coordinator a member again'),
    description: 'The owner only.',
    body: changeRoleSchema,
  }),
  rotateInvite: defineEndpoint(communityRoutes.rotateInvite, {
    ...write,
    summary: 'Replace the invitation link; the old one stops working',
    params: slugParams,
    responses: { 200: z.object({ inviteToken: z.string() }) },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  postAnnouncement: defineEndpoint(communityRoutes.postAnnouncement, {
    ...write,
    summary: 'Post an announcement (coordinators)',
    params: slugParams,
    body: postAnnouncementSchema,
    responses: { 201: z.object({ data: announcementSchema }) },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  pinAnnouncement: defineEndpoint(communityRoutes.pinAnnouncement, {
    ...write,
    summary: 'Pin an announcement to the top of the page (coordinators)',
    params: announcementParams,
    responses: { 200: z.object({ data: announcementSchema }) },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  unpinAnnouncement: defineEndpoint(communityRoutes.unpinAnnouncement, {
    ...write,
    summary: 'Unpin an announcement (coordinators)',
    params: announcementParams,
    responses: { 200: z.object({ data: announcementSchema }) },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  getCommunityFund: defineEndpoint(communityRoutes.getCommunityFund, {
    ...read,
    summary: 'Read the community fund’s balance and statement (members)',
    description: `Every donation and grant, newest first, with the balance after it. ${privateNote}`,
    params: slugParams,
    query: statementQuerySchema,
    responses: { 200: fundSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  donateToFund: defineEndpoint(communityRoutes.donateToFund, {
    ...write,
    summary: 'Give SkillCoin to the community fund (members)',
    description: 'Cannot exceed what the member has available (balance minus holds); never on credit.',
    params: slugParams,
    body: donateSchema,
    responses: { 200: fundSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'], 422: ['insufficient_credit'] },
  }),
  grantFromFund: defineEndpoint(communityRoutes.grantFromFund, {
    ...write,
    summary: 'Grant SkillCoin from the fund to a member (coordinators)',
    description: 'The fund never goes below zero. A coordinator never grants to themself (403 `own_cause`).',
    params: slugParams,
    body: grantSchema,
    responses: { 200: fundSchema },
    errors: {
      403: ['forbidden', 'email_unverified', 'own_cause'],
      404: ['not_found'],
      422: ['insufficient_credit'],
    },
  }),
  getCommunityDashboard: defineEndpoint(communityRoutes.getCommunityDashboard, {
    ...read,
    summary: 'Read the coordinator dashboard',
    params: slugParams,
    responses: { 200: dashboardSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  exportCommunityMembers: defineEndpoint(communityRoutes.exportCommunityMembers, {
    ...read,
    summary: 'Download the members as CSV (coordinators)',
    params: slugParams,
    produces: 'text/csv; charset=utf-8',
    responses: { 200: z.string() },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  exportCommunityFund: defineEndpoint(communityRoutes.exportCommunityFund, {
    ...read,
    summary: 'Download the fund’s ledger as CSV (coordinators)',
    params: slugParams,
    produces: 'text/csv; charset=utf-8',
    responses: { 200: z.string() },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  importCommunityMembers: defineEndpoint(communityRoutes.importCommunityMembers, {
    ...write,
    summary: 'Invite members from a CSV file (coordinators): a preview first, then the mails',
    description:
      'The CSV has a header row with an `email` column and optionally a `name` column. With `dryRun` (the ' +
      'default) nothing is mailed: each row says what would happen, and the answer carries a `confirmation`. ' +
      'Sending it back with `dryRun: false` and the same text, once and within 30 minutes (409 otherwise), ' +
      'mails one invitation per `ready` row; an address gets one invitation per community a week (`already_invited`) ' +
      'and three a day from all communities (`limit_reached`); the mail quotes nothing from the file; no ' +
      'account and no membership is ever created, the invited person joins themselves. In an organisation ' +
      'each invitation holds a seat; elsewhere it carries the community’s invitation link. Rows fail one by ' +
      'one (`problem`), never the whole file. 500 rows at most.',
    params: slugParams,
    body: memberImportSchema,
    responses: { 200: memberImportResultSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified', 'plan_required'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
} satisfies Record<keyof typeof communityRoutes, Endpoint>;
