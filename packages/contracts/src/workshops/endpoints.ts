import { z } from 'zod';
import { workshopRoutes } from './routes.ts';
import {
  attendanceSchema,
  createEliteWorkshopSchema,
  createWorkshopSchema,
  decideWorkshopDisputeSchema,
  eliteBadgeListSchema,
  eliteBadgesQuerySchema,
  featuredListSchema,
  featuredQuerySchema,
  hostingStatusSchema,
  workshopDetailSchema,
  workshopDisputeListSchema,
  workshopDisputeParams,
  workshopDisputeSchema,
  workshopListQuerySchema,
  workshopListSchema,
  workshopParams,
  workshopReasonSchema,
} from './schemas.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

const detail = { 200: workshopDetailSchema };
const changeErrors = {
  400: ['validation_failed'],
  403: ['forbidden'],
  404: ['not_found'],
  409: ['conflict'],
} as const;

export const workshopEndpoints = {
  listWorkshops: defineEndpoint(workshopRoutes.listWorkshops, {
    tag: 'Workshops',
    summary: 'List upcoming workshops, by words, skill, dates and online or in person',
    access: 'optional',
    query: workshopListQuerySchema,
    responses: { 200: workshopListSchema },
    errors: { 400: ['validation_failed'] },
  }),
  createWorkshop: defineEndpoint(workshopRoutes.createWorkshop, {
    tag: 'Workshops',
    summary: 'Host a workshop',
    description:
      'Only a member with a confirmed e-mail address who has taught in at least one completed swap, badge or not (403 otherwise). The date and time are in the host’s zone. ' +
      'With `communitySlug`, only that community’s active members see and book it; the host must be one (403; 404 for a private community they are not in).',
    access: 'member',
    needsVerifiedEmail: true,
    body: createWorkshopSchema,
    responses: { 201: workshopDetailSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['not_found'] },
  }),
  getHostingStatus: defineEndpoint(workshopRoutes.getHostingStatus, {
    tag: 'Workshops',
    summary: 'Whether the signed-in member may host workshops, and why not',
    access: 'member',
    responses: { 200: hostingStatusSchema },
  }),
  listWorkshopsForMe: defineEndpoint(workshopRoutes.listWorkshopsForMe, {
    tag: 'Workshops',
    summary: 'Upcoming workshops that teach a skill you want to learn (for Matches)',
    access: 'member',
    responses: { 200: workshopListSchema },
  }),
  getWorkshop: defineEndpoint(workshopRoutes.getWorkshop, {
    tag: 'Workshops',
    summary: 'A workshop’s page: seats left, the waitlist, the viewer’s seat',
    description: 'The meeting place is shown to the host and to learners with a seat only.',
    access: 'optional',
    params: workshopParams,
    responses: detail,
    errors: { 404: ['not_found'] },
  }),
  bookSeat: defineEndpoint(workshopRoutes.bookSeat, {
    tag: 'Workshops',
    summary: 'Book a seat (its price is held), or join the waitlist when the workshop is full',
    description:
      'Elite workshops take Elite members only (403 `plan_required`, `plan`: `elite`), and their first Elite ' +
      'seat each month is free.',
    access: 'member',
    needsVerifiedEmail: true,
    params: workshopParams,
    responses: detail,
    errors: { ...changeErrors, 403: ['forbidden', 'plan_required'], 422: ['insufficient_credit'] },
  }),
  cancelSeat: defineEndpoint(workshopRoutes.cancelSeat, {
    tag: 'Workshops',
    summary: 'Give back a seat or leave the waitlist (until 24 hours before); the hold is released',
    access: 'member',
    params: workshopParams,
    responses: detail,
    errors: changeErrors,
  }),
  cancelWorkshop: defineEndpoint(workshopRoutes.cancelWorkshop, {
    tag: 'Workshops',
    summary: 'Cancel a workshop you host, with a reason; every hold is released and everyone told',
    access: 'member',
    params: workshopParams,
    body: workshopReasonSchema,
    responses: detail,
    errors: changeErrors,
  }),
  markAttendance: defineEndpoint(workshopRoutes.markAttendance, {
    tag: 'Workshops',
    summary: 'Mark attendance after the workshop; attended and no-show seats settle to the host',
    description: 'Excused seats are released. Each seat settles once; a seat already marked keeps its mark.',
    access: 'member',
    params: workshopParams,
    body: attendanceSchema,
    responses: detail,
    errors: changeErrors,
  }),
  disputeSeat: defineEndpoint(workshopRoutes.disputeSeat, {
    tag: 'Workshops',
    summary: 'Dispute your settled seat within 7 days; moderators see it in the console',
    access: 'member',
    params: workshopParams,
    body: workshopReasonSchema,
    responses: detail,
    errors: changeErrors,
  }),
  downloadWorkshopInvite: defineEndpoint(workshopRoutes.downloadWorkshopInvite, {
    tag: 'Workshops',
    summary: 'The calendar invitation (.ics) for your seat or the workshop you host',
    access: 'member',
    params: workshopParams,
    produces: 'text/calendar',
    responses: { 200: z.string() },
    errors: { 404: ['not_found'] },
  }),
  createEliteWorkshop: defineEndpoint(workshopRoutes.createEliteWorkshop, {
    tag: 'Console',
    summary: 'Create an Elite monthly workshop, hosted by the member named',
    description: 'Only Elite members book it; each has one free seat a month. The action is audited.',
    access: 'admin',
    body: createEliteWorkshopSchema,
    responses: { 201: workshopDetailSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  listEliteWorkshops: defineEndpoint(workshopRoutes.listEliteWorkshops, {
    tag: 'Console',
    summary: 'Upcoming Elite monthly workshops, soonest first',
    access: 'admin',
    responses: { 200: workshopListSchema },
  }),
  listWorkshopDisputes: defineEndpoint(workshopRoutes.listWorkshopDisputes, {
    tag: 'Console',
    summary: 'Open workshop disputes (not yet decided), the longest-waiting first',
    access: 'moderator',
    responses: { 200: workshopDisputeListSchema },
  }),
  decideWorkshopDispute: defineEndpoint(workshopRoutes.decideWorkshopDispute, {
    tag: 'Console',
    summary: 'Decide a disputed workshop seat: refund the learner from the host, or uphold the settlement',
    description:
      'A refund is a `workshop_refund` transfer in the ledger, once per seat; both members are told, with the ' +
      'note, and the decision is audited. A seat decided before is refused with 409; an operator never decides ' +
      'a dispute they are in (403 `own_cause`) nor one with a member of their role or higher (403 `staff_rank`). ' +
      'A host without the SkillCoin to refund is refused with 422.',
    access: 'moderator',
    params: workshopDisputeParams,
    body: decideWorkshopDisputeSchema,
    responses: { 200: workshopDisputeSchema },
    errors: {
      400: ['validation_failed'],
      403: ['own_cause', 'staff_rank'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
  listFeaturedMembers: defineEndpoint(workshopRoutes.listFeaturedMembers, {
    tag: 'Explore',
    summary: 'Up to 4 Elite members relevant to the search, rotated so each is shown about equally',
    access: 'public',
    query: featuredQuerySchema,
    responses: { 200: featuredListSchema },
    errors: { 400: ['validation_failed'] },
  }),
  listEliteBadges: defineEndpoint(workshopRoutes.listEliteBadges, {
    tag: 'Profiles',
    summary: 'Which of up to 50 members carry the Elite badge',
    description: 'Hidden and unknown members are left out of the answer.',
    access: 'public',
    query: eliteBadgesQuerySchema,
    responses: { 200: eliteBadgeListSchema },
    errors: { 400: ['validation_failed'] },
  }),
};
