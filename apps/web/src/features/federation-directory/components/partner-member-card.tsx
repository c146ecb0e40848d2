import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { MemberRating } from '@/components/member/member-rating.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { partnerMemberPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import type { PartnerDirectoryItem } from '../partner-directory-view.ts';
import { PartnerMemberSkills as Skills } from './partner-member-skills.tsx';
import { RequestSwapDialog } from './request-swap-dialog.tsx';
import { SendHoursDialog } from './send-hours-dialog.tsx';

/**
 * A member of a partner exchange: only what they chose to share (name, skills, city, rating) and the exchange
 * they belong to, "Request a swap" with them (ADR 206) and "Send hours" to them (ADR 184). The name opens
 * their page (ADR 211).
 */
export function PartnerMemberCard({ member }: { member: PartnerDirectoryItem }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full gap-4">
      <CardHeader className="grid gap-1">
        <h2 className="text-lg leading-tight font-semibold wrap-anywhere">
          <Link
            to={partnerMemberPath(member.node, member.id)}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {member.name}
          </Link>
          <span className="text-muted-foreground"> · {member.node}</span>
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('federationDirectory.card.memberOf', { node: member.node })}
        </p>
        {member.city && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t('federationDirectory.card.city')} </span>
              {member.city}
            </span>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <Skills label={t('federationDirectory.card.offers')} skills={member.skillsOffered} offers />
        <Skills label={t('federationDirectory.card.wants')} skills={member.skillsWanted} offers={false} />
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2">
        <MemberRating rating={member.rating} />
        <div className="flex flex-wrap gap-2">
          <RequestSwapDialog member={member} />
          <SendHoursDialog member={member} />
        </div>
      </CardFooter>
    </Card>
  );
}
