import { useIsElite } from '../api/elite-badges.ts';
import { EliteBadge } from './elite-badge.tsx';

/** The Elite badge of a member known by id (Explore cards, the profile page); nothing for other plans. */
export function MemberEliteBadge({ memberId }: { memberId: string }) {
  const isElite = useIsElite(memberId);
  return isElite.data ? <EliteBadge /> : null;
}
