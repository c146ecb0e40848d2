import { z } from 'zod';

/**
 * Federation (ADR 183): installs trade as nodes of a Credit Commons tree. A trunk's admin issues a
 * one-time invitation; a branch's admin redeems it, and both sides keep the link with its limits, which
 * either side may pause and, once its balance is zero, end.
 */
export const nodeNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'federation.validation.nodeName');

const hoursLimit = z
  .number('swaps.validation.hoursNumber')
  .min(0, 'federation.validation.limitNegative')
  .max(100_000, 'federation.validation.limitHigh')
  .multipleOf(0.01, 'swaps.validation.hoursDecimals');

export const createNodeInvitationSchema = z.object({
  /** The most the branch may owe this trunk, in hours. */
  maxOwedHours: hoursLimit,
  /** The most this trunk may owe the branch, in hours. */
  maxOwingHours: hoursLimit,
  /** Days the invitation works: 1 to 30. */
  days: z.number().int().min(1, 'federation.validation.days').max(30, 'federation.validation.days'),
});
export type CreateNodeInvitationInput = z.infer<typeof createNodeInvitationSchema>;

/** The invitation as the trunk's admin hands it over: shown once. */
export const nodeInvitationSchema = z.object({ invitation: z.string(), expiresAt: z.string() });

export const joinTrunkSchema = z.object({
  invitation: z
    .string()
    .trim()
    .min(1, 'federation.validation.invitation')
    .max(2000, 'federation.validation.notInvitation'),
});

export const linkStatuses = ['active', 'paused', 'ended'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

export const nodeLinkSchema = z.object({
  id: z.uuid(),
  /** What the other node is to this one: its trunk, or one of its branches. */
  peerRole: z.enum(['trunk', 'branch']),
  peerName: z.string(),
  peerUrl: z.string(),
  maxOwedHours: z.number(),
  maxOwingHours: z.number(),
  /** Hours per unit of the other node (1 between SkillSwap nodes). */
  rate: z.number(),
  status: z.enum(linkStatuses),
  /** Which side paused it, while paused. */
  pausedBy: z.enum(['us', 'them']).nullable(),
  /** What the other node owes this one, in hours (negative: this one owes). */
  balance: z.number(),
  /** The nodes beneath this branch, as it last announced them (ADR 218); none for a trunk. */
  reaches: z.array(z.string()),
  createdAt: z.string(),
});
export type NodeLink = z.infer<typeof nodeLinkSchema>;

/** The most transaction ids the console names per link among the outcomes waiting for the next node. */
export const waitingIdsPerLink = 20;

/**
 * Outcomes of transfers (completed, erased) this node owes the other side of a link and keeps sending every
 * minute until it acknowledges them (ADR 197, ADR 201).
 */
export const waitingDeliveriesSchema = z.object({
  linkId: z.uuid(),
  transfers: z.number().int(),
  hours: z.number(),
  /** When the oldest of them last changed state: it has waited for the partner since. */
  since: z.string(),
  /** The most tries any of them has had. */
  attempts: z.number().int(),
  /** Whether one has waited past the day after which the admins are told. */
  isStuck: z.boolean(),
  /** The oldest ones' transaction ids, to name them to the partner's admins. */
  oldest: z.array(z.uuid()).max(waitingIdsPerLink),
});
export type WaitingDeliveries = z.infer<typeof waitingDeliveriesSchema>;

export const federationOverviewSchema = z.object({
  nodeName: z.string(),
  links: z.array(nodeLinkSchema),
  openInvitations: z.number().int(),
  /** Per link with any; links with none are left out. */
  waiting: z.array(waitingDeliveriesSchema),
});
export type FederationOverview = z.infer<typeof federationOverviewSchema>;

/** Node to node: a branch redeems an invitation at its trunk. */
export const acceptLinkSchema = z.object({
  token: z.string().min(20).max(200),
  node: nodeNameSchema,
  url: z.url().max(500),
});
export const acceptedLinkSchema = z.object({
  node: z.string(),
  secret: z.string(),
  maxOwedHours: z.number(),
  maxOwingHours: z.number(),
  rate: z.number(),
});

/** Node to node: the other side paused, resumed or ended the link. */
export const linkStateSchema = z.object({ status: z.enum(linkStatuses) });

/** Members each node lists per page of the partner directory (ADR 185). */
export const partnerDirectoryPageSize = 20;

const directorySearch = {
  q: z.string().trim().max(100, 'federation.validation.searchLong').default(''),
  page: z.coerce.number().int().min(1).max(50).default(1),
};

/**
 * Node to node: a page of another node's opted-in members, matching a text (ADR 185). `waitMs` is how long
 * the asking node waits for the answer; the node relays the search through the tree only within less than
 * that (ADR 218).
 */
export const nodeDirectoryRequestSchema = z.object({
  ...directorySearch,
  waitMs: z.number().int().min(0).max(10_000).optional(),
});

/** What a partner exchange may know of a member: no e-mail, bio, photo, street or anything else. */
export const partnerMemberSchema = z.object({
  /** The member's id at their own node. */
  id: z.uuid(),
  name: z.string().max(200),
  skillsOffered: z.array(z.string().max(100)).max(50),
  skillsWanted: z.array(z.string().max(100)).max(50),
  /** Only when the member shows their city at home; otherwise null. */
  city: z.string().max(200).nullable(),
  rating: z.number().min(0).max(5),
});
export type PartnerMember = z.infer<typeof partnerMemberSchema>;

export const nodeDirectoryAnswerSchema = z.object({
  nodes: z
    .array(
      z.object({
        node: nodeNameSchema,
        members: z.array(partnerMemberSchema).max(partnerDirectoryPageSize),
        hasMore: z.boolean(),
      }),
    )
    .max(100),
  /** Nodes asked on the caller's behalf that did not answer in time. */
  unavailable: z.array(nodeNameSchema).max(100),
});
export type NodeDirectoryAnswer = z.infer<typeof nodeDirectoryAnswerSchema>;

/** A member's search of the members of partner exchanges ("Other exchanges" in Explore). */
export const partnerDirectoryQuerySchema = z.object(directorySearch);

export const partnerDirectoryPageSchema = z.object({
  /** False when this install links to no other: the directory cannot have anyone in it. */
  isLinked: z.boolean(),
  items: z.array(partnerMemberSchema.extend({ node: z.string() })),
  /** Partner exchanges that could not be asked or did not answer in time. */
  unavailable: z.array(z.string()),
  hasMore: z.boolean(),
});
export type PartnerDirectoryPage = z.infer<typeof partnerDirectoryPageSchema>;

/** Node to node: one opted-in member of `node` (this node, or a branch its trunk relays to), ADR 211. */
export const nodeMemberRequestSchema = z.object({ node: nodeNameSchema, id: z.uuid('Member not found') });

export const nodeMemberAnswerSchema = z.object({ node: nodeNameSchema, member: partnerMemberSchema });
export type NodeMemberAnswer = z.infer<typeof nodeMemberAnswerSchema>;

/** A remote member's profile page: `/exchanges/:node/members/:memberId` (ADR 211). */
export const partnerMemberParamsSchema = z.object({
  node: nodeNameSchema,
  memberId: z.uuid('Member not found'),
});

/** What the page shows: the shared fields and the exchange (node) the member belongs to. */
export const partnerMemberProfileSchema = partnerMemberSchema.extend({ node: z.string() });
export type PartnerMemberProfile = z.infer<typeof partnerMemberProfileSchema>;
