import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { getInitials } from './get-initials.ts';

interface MemberAvatarProps {
  name: string | null;
  avatarUrl: string | null;
  /** Empty by default: the member's name is always written next to the picture. */
  imageAlt?: string;
  className?: string;
}

/** A member's picture, or their initials while it loads or when they have none. */
export function MemberAvatar({ name, avatarUrl, imageAlt = '', className }: MemberAvatarProps) {
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt={imageAlt} />}
      <AvatarFallback>{getInitials(name)}</AvatarFallback>
    </Avatar>
  );
}
