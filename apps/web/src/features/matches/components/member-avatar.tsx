import type { PublicProfile } from '@skillswap/contracts/profiles';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/cn.ts';

function initialsOf(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || 'U'
  );
}

export function MemberAvatar({ profile, className }: { profile: PublicProfile; className?: string }) {
  return (
    <Avatar className={cn('size-12', className)}>
      {profile.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
      <AvatarFallback>{initialsOf(profile.full_name)}</AvatarFallback>
    </Avatar>
  );
}
