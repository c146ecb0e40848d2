import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicProfile } from '@skillswap/contracts/profiles/schemas';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

interface MemberSummaryProps {
  profile: PublicProfile;
  /** The name's heading level, so the card fits the page outline it sits in. */
  as: 'h2' | 'h3';
  className?: string;
}

/**
 * A member card's name (linking to their page, wrapped rather than cut short), verified mark and location.
 */
export function MemberSummary({ profile, as: Heading, className }: MemberSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('min-w-0', className)}>
      <Heading className="flex items-center gap-1 font-semibold">
        <Link to={memberProfilePath(profile.id)} className="min-w-0 wrap-anywhere hover:underline">
          {profile.full_name || t('components.member.anonymous')}
        </Link>
        {profile.verified && (
          <BadgeCheck
            role="img"
            aria-label={t('components.member.verified')}
            className="size-4 shrink-0 text-primary"
          />
        )}
      </Heading>
      {profile.location && (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{profile.location}</span>
        </p>
      )}
    </div>
  );
}
