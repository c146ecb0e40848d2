import { z } from 'zod';
import {
  adminReportListSchema,
  adminReportSchema,
  adminReportsQuerySchema,
  memberSuspensionSchema,
  resolveReportSchema,
  suspendMemberSchema,
} from './schemas.ts';
import { adminReportRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const reportParams = z.object({ id: z.uuid('Report not found') });
const memberParams = z.object({ id: z.uuid('Member not found') });
const resolved =
  'Closes the report (409 when it is already closed), tells the reporter only whether action was taken, and ' +
  'audits the operator. A report by or about the operator is for a colleague (403 `own_cause`); an action ' +
  'other than dismissing needs a role above the reported member’s (403 `staff_rank`).';
/** A console action on a member: never on oneself, and only on a lower role (ADR 80). */
const staffActionErrors = ['own_cause', 'staff_rank'] as const;

export const adminReportEndpoints = {
  listReports: defineEndpoint(adminReportRoutes.listReports, {
    tag: 'Console',
    summary: 'The Reports queue',
    description: 'Newest first, filtered by status, reason and kind; each with its content and context.',
    access: 'moderator',
    query: adminReportsQuerySchema,
    responses: { 200: adminReportListSchema },
  }),
  dismissReport: defineEndpoint(adminReportRoutes.dismissReport, {
    tag: 'Console',
    summary: 'Dismiss a report: no action',
    description: resolved,
    access: 'moderator',
    params: reportParams,
    body: resolveReportSchema.nullish(),
    responses: { 200: adminReportSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  hideReportedContent: defineEndpoint(adminReportRoutes.hideReportedContent, {
    tag: 'Console',
    summary: 'Hide the reported message or review from everyone but operators',
    description: `${resolved} A member report cannot be hidden (409).`,
    access: 'moderator',
    params: reportParams,
    body: resolveReportSchema.nullish(),
    responses: { 200: adminReportSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  warnReportedMember: defineEndpoint(adminReportRoutes.warnReportedMember, {
    tag: 'Console',
    summary: 'Warn the reported member by mail',
    description: resolved,
    access: 'moderator',
    params: reportParams,
    body: resolveReportSchema.nullish(),
    responses: { 200: adminReportSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  suspendReportedMember: defineEndpoint(adminReportRoutes.suspendReportedMember, {
    tag: 'Console',
    summary: 'Suspend the reported member',
    description: `${resolved} Suspension as in POST /api/admin/members/{id}/suspend.`,
    access: 'moderator',
    params: reportParams,
    body: resolveReportSchema.nullish(),
    responses: { 200: adminReportSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  suspendMember: defineEndpoint(adminReportRoutes.suspendMember, {
    tag: 'Console',
    summary: 'Suspend a member',
    description:
      'The member can no longer sign in (every session ends), leaves Explore, matches and their public ' +
      'profile, their pending requests are withdrawn and their accepted swaps cancelled with holds released, ' +
      'and they get a mail. Suspending a suspended member changes nothing. Operators act only on a member ' +
      'of a lower role (403 `staff_rank`), never on themselves (403 `own_cause`); `member:unsuspend` on the ' +
      'server lifts any suspension.',
    access: 'moderator',
    params: memberParams,
    body: suspendMemberSchema,
    responses: { 200: memberSuspensionSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'] },
  }),
  unsuspendMember: defineEndpoint(adminReportRoutes.unsuspendMember, {
    tag: 'Console',
    summary: 'Lift a member’s suspension',
    description: 'Sign-in and visibility come back; cancelled swaps stay cancelled.',
    access: 'moderator',
    params: memberParams,
    body: suspendMemberSchema.partial().nullish(),
    responses: { 200: memberSuspensionSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof adminReportRoutes, Endpoint>;
