import { z } from 'zod';
import { memberAddressPattern } from './transfer-schemas.ts';

/**
 * A member of this exchange blocks a member of another (ADR 213): the blocked member's requests and messages
 * no longer reach them, they no longer see each other's requests as open, and the blocked member leaves their
 * "Other exchanges". Kept on the blocker's install only; the other exchange is not told.
 */
export const blockRemoteMemberSchema = z.object({
  address: z.string().trim().toLowerCase().regex(memberAddressPattern, 'federation.validation.memberAddress'),
});

export const blockedRemoteMemberSchema = z.object({
  /** node/member id, as the other exchange addresses them. */
  address: z.string(),
  /** "name · node" when a request between the two named them, else the address. */
  label: z.string(),
  blockedAt: z.string(),
  /** How many requests still waiting between the two the block closed (declined or cancelled). */
  closedRequests: z.number().int().nonnegative(),
});
export type BlockedRemoteMember = z.infer<typeof blockedRemoteMemberSchema>;

export const blockedRemoteMemberListSchema = z.object({ blocks: z.array(blockedRemoteMemberSchema) });
export type BlockedRemoteMemberList = z.infer<typeof blockedRemoteMemberListSchema>;
