import { z } from 'zod';
import { memberRoles } from '../auth/schemas.ts';
import { transferKinds } from '../ledger/schemas.ts';
import { planTiers } from '../shared/plans.ts';
import { swapStatuses } from '../swaps/schemas.ts';

/** The members page's search: part of a name or an e-mail address; empty lists the newest members. */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'adminMembers.validation.searchLong').optional().default(''),
});

export const memberParams = z.object({ memberId: z.uuid('Member not found') });

/** A member in the console's search results. The e-mail is shown because finding a member needs it. */
export const memberListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  verified: z.boolean(),
  plan: z.enum(planTiers),
  joinedAt: z.iso.datetime(),
  deleted: z.boolean(),
  /** Suspended by the team (ADR 73): cannot sign in, hidden everywhere. */
  suspended: z.boolean(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberSearchSchema = z.object({ members: z.array(memberListItemSchema) });

/**
 * One member's page in the console: profile, swaps, SkillCoin statement and audit trail (latest 50 of each).
 */
export const memberDetailSchema = z.object({
  member: memberListItemSchema.extend({ bio: z.string() }),
  swaps: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(swapStatuses),
      /** Whether this member asked for the swap (else they received the request). */
      requested: z.boolean(),
      otherMember: z.object({ id: z.uuid(), fullName: z.string() }),
      offeredSkill: z.string(),
      requestedSkill: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  ledger: z.object({
    balance: z.number(),
    held: z.number(),
    entries: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        balanceAfter: z.number(),
        kind: z.enum(transferKinds),
        description: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
  auditTrail: z.array(
    z.object({
      id: z.number().int(),
      event: z.string(),
      /** The operator who acted, when someone other than the member did. */
      actor: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const setVerifiedBodySchema = z.object({ verified: z.boolean() });
export const setRoleBodySchema = z.object({ role: z.enum(memberRoles) });
export const setPlanBodySchema = z.object({ plan: z.enum(planTiers) });
