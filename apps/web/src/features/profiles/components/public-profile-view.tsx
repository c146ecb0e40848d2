import { BadgeCheck, CalendarDays, Mail, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProfileDetail } from '@skillswap/contracts/profiles';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { isUnrated } from '@/components/member/member-rating.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

function SkillList({
  title,
  skills,
  variant,
}: {
  title: string;
  skills: string[];
  variant: 'default' | 'secondary';
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing listed yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li key={skill}>
                <Badge variant={variant}>{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A member's public page; `action` is the swap button (or Edit Profile on one's own page). */
export function PublicProfileView({ profile, action }: { profile: ProfileDetail; action: ReactNode }) {
  const name = profile.full_name || 'Anonymous';
  const memberSince = new Date(profile.member_since).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
  });
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <MemberAvatar name={profile.full_name} avatarUrl={profile.avatar_url} className="size-24 text-2xl" />
        <div className="grid flex-1 gap-2">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            {name}
            {profile.verified && (
              <BadgeCheck role="img" aria-label="Verified member" className="size-6 text-primary" />
            )}
          </h1>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {profile.location && (
              <li className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" /> {profile.location}
              </li>
            )}
            <li className="flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">Rating</span> {isUnrated(profile.rating) ? 'New' : profile.rating}
            </li>
            <li className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" /> Member since {memberSince}
            </li>
            {profile.email && (
              <li className="flex items-center gap-1">
                <Mail aria-hidden="true" className="size-4" />
                <a href={`mailto:${profile.email}`} className="hover:underline">
                  {profile.email}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>{action}</div>
      </header>
      {profile.bio && <p className="leading-relaxed whitespace-pre-line">{profile.bio}</p>}
      <div className="grid gap-6 sm:grid-cols-2">
        <SkillList title="Offers" skills={profile.skills_offered} variant="default" />
        <SkillList title="Wants" skills={profile.skills_wanted} variant="secondary" />
      </div>
    </div>
  );
}
