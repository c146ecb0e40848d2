import { BadgeCheck, CalendarDays, Mail, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProfileDetail } from '@skillswap/contracts/profiles/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { isUnrated } from '@/components/member/member-rating.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

function SkillList({
  title,
  skills,
  variant,
}: {
  title: string;
  skills: string[];
  variant: 'default' | 'secondary';
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {skills.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('profiles.public.nothingListed')}</p>
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
  const { t } = useTranslation();
  const format = useFormatters();
  const name = profile.full_name || t('profiles.public.anonymous');
  const memberSince = format.dateTime(profile.member_since, { month: 'long', year: 'numeric' });
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <MemberAvatar name={profile.full_name} avatarUrl={profile.avatar_url} className="size-24 text-2xl" />
        <div className="grid flex-1 gap-2">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            {name}
            {profile.verified && (
              <BadgeCheck
                role="img"
                aria-label={t('profiles.public.verified')}
                className="size-6 text-primary"
              />
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
              <span className="sr-only">{t('profiles.public.rating')}</span>{' '}
              {isUnrated(profile.rating) ? t('profiles.public.new') : format.number(profile.rating)}
            </li>
            <li className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />{' '}
              {t('profiles.public.memberSince', { date: memberSince })}
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
        <SkillList title={t('profiles.public.offers')} skills={profile.skills_offered} variant="default" />
        <SkillList title={t('profiles.public.wants')} skills={profile.skills_wanted} variant="secondary" />
      </div>
    </div>
  );
}
