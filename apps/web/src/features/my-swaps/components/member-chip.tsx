import type { SwapMember } from '@skillswap/contracts/swap-lifecycle';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/cn.ts';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || 'U'
  );
}

/** A member's avatar (or initials) as swaps show them: name and picture only. */
export function MemberAvatar({ member, className }: { member: SwapMember; className?: string }) {
  return (
    <Avatar className={cn('size-10', className)}>
      {member.avatarUrl && <AvatarImage src={member.avatarUrl} alt="" />}
      <AvatarFallback>{initialsOf(member.fullName)}</AvatarFallback>
    </Avatar>
  );
}
