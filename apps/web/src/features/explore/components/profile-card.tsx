import { BadgeCheck, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicProfile } from '@skillswap/contracts/profiles';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { memberProfilePath } from '@/config/paths.ts';

/** Up to two initials from the name, or 'U' when the member has none. */
export function getInitials(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials || 'U';
}

function SkillBadges({ label, skills }: { label: string; skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant={label === 'Offers' ? 'default' : 'secondary'}>{skill}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ProfileCardProps {
  profile: PublicProfile;
  /** The card's button (Request Swap, Sign In, Your Profile), composed by the page. */
  action: ReactNode;
}

export function ProfileCard({ profile, action }: ProfileCardProps) {
  const name = profile.full_name || 'Anonymous';
  return (
    <Card className="h-full gap-4">
      <CardHeader className="flex-row items-center gap-3">
        <Avatar className="size-12">
          {profile.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
          <AvatarFallback>{getInitials(profile.full_name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <h2 className="flex items-center gap-1 font-semibold">
            <Link to={memberProfilePath(profile.id)} className="truncate hover:underline">
              {name}
            </Link>
            {profile.verified && (
              <BadgeCheck role="img" aria-label="Verified member" className="size-4 shrink-0 text-primary" />
            )}
          </h2>
          {profile.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{profile.location}</span>
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {profile.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{profile.bio}</p>}
        <SkillBadges label="Offers" skills={profile.skills_offered} />
        <SkillBadges label="Wants" skills={profile.skills_wanted} />
      </CardContent>
      <CardFooter className="justify-between gap-3">
        <p className="flex items-center gap-1 text-sm font-medium">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          <span>
            <span className="sr-only">Rating </span>
            {profile.rating ?? 0}
          </span>
        </p>
        {action}
      </CardFooter>
    </Card>
  );
}
