import { z } from 'zod';
import { sequenceCursor } from '../shared/cursors.ts';
import { hoursSchema } from '../shared/hours.ts';
import { statementPageSchema } from '../ledger/schemas.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/** Communities (ADR 98): where members swap together; one global ledger underneath. */
export const communityVisibilities = ['public', 'private'] as const;
export type CommunityVisibility = (typeof communityVisibilities)[number];

/** How members get in: `open` at once, `approval` by a coordinator, `invitation` only with the link. */
export const communityJoinRules = ['open', 'approval', 'invitation'] as const;
export type CommunityJoinRule = (typeof communityJoinRules)[number];

export const communityRoles = ['member', 'coordinator', 'owner'] as const;
export type CommunityRole = (typeof communityRoles)[number];

export const communityMemberStatuses = ['pending', 'active', 'declined', 'left', 'removed'] as const;
export type CommunityMemberStatus = (typeof communityMemberStatuses)[number];

/** The built-in community every Elite (and Enterprise) member belongs to while on the plan (ADR 99). */
export const eliteLoungeSlug = 'elite-lounge';

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'communities.validation.slugShort')
  .max(60, 'communities.validation.slugLong')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'communities.validation.slugFormat');

/** A slug made from a name: "Riverside Makers!" → "riverside-makers". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** `POST /api/communities`. */
export const createCommunitySchema = z
  .object({
    name: singleLineTextSchema
      .min(3, 'communities.validation.nameShort')
      .max(80, 'communities.validation.nameLong'),
    /** The page's address, `/c/<slug>`; made from the name when left out. */
    slug: slugSchema.optional(),
    description: multiLineTextSchema.max(2000, 'workshops.validation.descriptionLong').default(''),
    isOnline: z.boolean({ error: 'Say whether the community meets online or in a city' }),
    city: singleLineTextSchema.max(80, 'communities.validation.cityLong').optional(),
    visibility: z.enum(communityVisibilities, 'Choose public or private'),
    joinRule: z.enum(communityJoinRules, 'Choose how members join: open, by approval or by invitation link'),
  })
  .superRefine((community, context) => {
    if (!community.isOnline && !community.city) {
      context.addIssue({
        code: 'custom',
        path: ['city'],
        message: 'communities.validation.city',
      });
    }
  })
  .meta({ description: '`city` is required when `isOnline` is false.' });
export type CreateCommunityInput = z.input<typeof createCommunitySchema>;

export const communityListQuerySchema = z.object({
  q: singleLineTextSchema.max(100, 'communities.validation.searchLong').optional(),
  /** `true`: only the communities the member belongs to (private ones included) or asked to join. */
  mine: z.enum(['true', 'false'], 'Use true or false').optional(),
});

export const communitySummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  isOnline: z.boolean(),
  city: z.string().nullable(),
  visibility: z.enum(communityVisibilities),
  /** `plan`: the Elite lounge, joined by being on Elite. */
  joinRule: z.enum([...communityJoinRules, 'plan']),
  isBuiltin: z.boolean(),
  memberCount: z.number(),
  /** The viewer's place: null when they are not in it and have not asked. */
  myRole: z.enum(communityRoles).nullable(),
  myStatus: z.enum(['pending', 'active']).nullable(),
});
export type CommunitySummary = z.infer<typeof communitySummarySchema>;

export const communityListSchema = z.object({ items: z.array(communitySummarySchema) });
export type CommunityList = z.infer<typeof communityListSchema>;

export const announcementSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  isPinned: z.boolean(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Swaps completed by the community's members: both sides members (`inside`), or one side (`across`). */
export const communityTradeSchema = z.object({
  insideSwaps: z.number(),
  insideHours: z.number(),
  acrossSwaps: z.number(),
  acrossHours: z.number(),
});

/**
 * An organisation's white-label branding (ADR 140): what its pages and mails show while its owner is on
 * Enterprise.
 */
export const organisationBrandingSchema = z.object({
  displayName: z.string().nullable(),
  /** Served like avatars (immutable, named by its hash). */
  logoUrl: z.string().nullable(),
  /** `#rrggbb`, on which white text keeps 4.5:1. */
  accent: z.string().nullable(),
});
export type OrganisationBranding = z.infer<typeof organisationBrandingSchema>;

export const communityDetailSchema = communitySummarySchema.extend({
  createdAt: z.string(),
  announcements: z.array(announcementSchema),
  trade: communityTradeSchema.nullable(),
  fundBalance: z.number().nullable(),
  /** Coordinators and the owner only: the invitation link's secret. */
  inviteToken: z.string().nullable(),
  pendingCount: z.number().nullable(),
  /** An Enterprise account's organisation (ADR 122): seats, e-mailed invitations, an allowed domain. */
  isOrganisation: z.boolean(),
  /** An organisation's branding while its owner is on Enterprise and it has some; null otherwise. */
  branding: organisationBrandingSchema.nullable(),
});
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

export const communityMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(communityRoles),
  /** `removed` is listed to coordinators only, who may lift it. */
  status: z.enum(['pending', 'active', 'removed']),
  since: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const communityMembersSchema = z.object({
  /** Active members; coordinators also see pending requests (status `pending`). */
  items: z.array(communityMemberSchema),
});
export type CommunityMembers = z.infer<typeof communityMembersSchema>;

/** What a coordinator decided about a member's place: who, what, by whom, when. */
export const joinDecisions = ['approve', 'decline', 'remove', 'lift'] as const;
export const joinDecisionSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  decision: z.enum(joinDecisions),
  decidedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  decidedAt: z.string(),
});
export type JoinDecision = z.infer<typeof joinDecisionSchema>;
export const joinDecisionPageSchema = z.object({
  items: z.array(joinDecisionSchema),
  nextCursor: z.string().nullable(),
});
export type JoinDecisionPage = z.infer<typeof joinDecisionPageSchema>;
export const joinDecisionQuerySchema = z.object({
  cursor: sequenceCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const joinCommunitySchema = z.object({
  /** The invitation link's secret, for `invitation` communities (and to enter a private one). */
  invite: singleLineTextSchema.max(100).optional(),
});

export const communityQuerySchema = z.object({
  invite: singleLineTextSchema.max(100).optional(),
});

export const joinResultSchema = z.object({ status: z.enum(['pending', 'active']) });

export const changeRoleSchema = z.object({
  role: z.enum(['member', 'coordinator'], 'Choose member or coordinator'),
});

export const postAnnouncementSchema = z.object({
  body: multiLineTextSchema
    .min(1, 'communities.validation.announcement')
    .max(2000, 'communities.validation.announcementLong'),
  isPinned: z.boolean().default(false),
});

const fundAmountSchema = hoursSchema
  .refine((amount) => amount > 0, 'communities.validation.amountPositive')
  .meta({ exclusiveMinimum: 0 });

export const donateSchema = z.object({ amount: fundAmountSchema });
export const grantSchema = z.object({
  memberId: z.uuid('communityAreas.validation.coordinator'),
  amount: fundAmountSchema,
  note: singleLineTextSchema.max(200, 'communities.validation.noteLong').default(''),
});

export const fundSchema = z.object({
  balance: z.number(),
  statement: statementPageSchema,
});
export type CommunityFund = z.infer<typeof fundSchema>;

export const dashboardSchema = z.object({
  /** Active members at the end of each of the last 12 months, oldest first (`2026-11`). */
  membersOverTime: z.array(z.object({ month: z.string(), members: z.number() })),
  /** Members who completed a swap in the last 30 days. */
  activeMembers: z.number(),
  trade: communityTradeSchema,
  topOffered: z.array(z.object({ skill: z.string(), members: z.number() })),
  topWanted: z.array(z.object({ skill: z.string(), members: z.number() })),
  /** Skills members want that no member offers, most wanted first. */
  gaps: z.array(z.object({ skill: z.string(), members: z.number() })),
  pendingJoins: z.number(),
});
export type CommunityDashboard = z.infer<typeof dashboardSchema>;
