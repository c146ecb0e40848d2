import { z } from 'zod';

/** Block a member: from their profile, a swap page or a message thread. */
export const blockMemberSchema = z.object({ memberId: z.uuid('blocks.validation.member') });

/** A member the signed-in member blocked, as the "Blocked members" list in Settings shows them. */
export const blockedMemberSchema = z.object({
  memberId: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});

export const blockedMemberListSchema = z.object({ items: z.array(blockedMemberSchema) });
export type BlockedMemberList = z.infer<typeof blockedMemberListSchema>;

/** What blocking did: how many pending requests between the two members were withdrawn. */
export const blockResultSchema = blockedMemberSchema.extend({
  withdrawnRequests: z.number().int(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;
