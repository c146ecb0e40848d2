import type { MemberRole } from '@skillswap/contracts/auth/schemas';

/** The catalogue key of each role's name ("Member", "Moderator", "Admin"). */
export const roleLabelKeys: Record<MemberRole, string> = {
  member: 'console.role.member',
  moderator: 'console.role.moderator',
  admin: 'console.role.admin',
};
