import { z } from 'zod';
import {
  memberDetailSchema,
  memberListItemSchema,
  memberParams,
  memberSearchQuerySchema,
  memberSearchSchema,
  setPlanBodySchema,
  setRoleBodySchema,
  setVerifiedBodySchema,
} from './schemas.ts';
import { adminMemberRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

/** A console action on a member: never on oneself, and only on a lower role (ADR 80). */
const staffActionErrors = ['own_cause', 'staff_rank'] as const;

export const adminMemberEndpoints = {
  searchMembers: defineEndpoint(adminMemberRoutes.searchMembers, {
    tag: 'Console',
    summary: 'Find members by name or e-mail',
    description:
      'At most 50, the newest first; deleted members are included and marked. Moderators and admins.',
    access: 'moderator',
    query: memberSearchQuerySchema,
    responses: { 200: memberSearchSchema },
  }),
  getMember: defineEndpoint(adminMemberRoutes.getMember, {
    tag: 'Console',
    summary: 'A member’s profile, swaps, SkillCoin statement and audit trail',
    description: 'The latest 50 swaps, statement lines and audit events. Moderators and admins.',
    access: 'moderator',
    params: memberParams,
    responses: { 200: memberDetailSchema },
    errors: { 404: ['not_found'] },
  }),
  setVerified: defineEndpoint(adminMemberRoutes.setVerified, {
    tag: 'Console',
    summary: 'Give or take away a member’s verified badge',
    description: 'Audited with the operator who did it. Moderators and admins.',
    access: 'moderator',
    params: memberParams,
    body: setVerifiedBodySchema,
    responses: { 200: memberListItemSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'] },
  }),
  setRole: defineEndpoint(adminMemberRoutes.setRole, {
    tag: 'Console',
    summary: 'Grant or remove a console role',
    description:
      'Admins only. `member` removes the role. Audited with the admin who did it. An admin cannot change ' +
      'their own role (403 `own_cause`), so the team is never left without the admin who could undo it, nor ' +
      'another admin’s (403 `staff_rank`; that is `admin:grant` on the server).',
    access: 'admin',
    params: memberParams,
    body: setRoleBodySchema,
    responses: { 200: memberListItemSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  setPlan: defineEndpoint(adminMemberRoutes.setPlan, {
    tag: 'Console',
    summary: 'Change a member’s plan',
    description:
      'Admins only; audited with the admin who did it. A member paying through Stripe is refused (409): their ' +
      'plan follows the subscription.',
    access: 'admin',
    params: memberParams,
    body: setPlanBodySchema,
    responses: { 200: memberListItemSchema },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
  refundFirstPremiumPayment: defineEndpoint(adminMemberRoutes.refundFirstPremiumPayment, {
    tag: 'Console',
    summary: 'Refund a member’s first Premium payment',
    description:
      'The 30-day money-back guarantee (the same service as `billing:refund`): refunds the first Premium ' +
      'payment in full through Stripe, ends the subscription and puts the member on Free at once. Admins only; ' +
      'audited with the admin. 409 when billing is off, there is no such payment, it is over 30 days old, or it ' +
      'was already refunded.',
    access: 'admin',
    params: memberParams,
    responses: { 200: z.object({ refundId: z.string(), amount: z.number().int(), currency: z.string() }) },
    errors: { 403: staffActionErrors, 404: ['not_found'], 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof adminMemberRoutes, Endpoint>;
