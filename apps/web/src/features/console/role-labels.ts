import type { MemberRole } from '@skillswap/contracts/auth';

export const roleLabels: Record<MemberRole, string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
};
