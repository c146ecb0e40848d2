import type { ReactNode } from 'react';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { MemberRating } from '@/components/member/member-rating.tsx';
import { MemberSummary } from '@/components/member/member-summary.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

function SkillBadges({ label, offers, skills }: { label: string; offers: boolean; skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant={offers ? 'default' : 'secondary'}>{skill}</Badge>
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
  const { t } = useTranslation();
  return (
    <Card className="h-full gap-4">
      <CardHeader className="flex-row items-center gap-3">
        <MemberAvatar name={profile.full_name} avatarUrl={profile.avatar_url} className="size-12" />
        <MemberSummary profile={profile} as="h2" />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {profile.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{profile.bio}</p>}
        <SkillBadges label={t('explore.card.offers')} offers skills={profile.skills_offered} />
        <SkillBadges label={t('explore.card.wants')} offers={false} skills={profile.skills_wanted} />
      </CardContent>
      <CardFooter className="justify-between gap-3">
        <MemberRating rating={profile.rating} />
        {action}
      </CardFooter>
    </Card>
  );
}
