import { ArrowLeft, MapPin, Network } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MemberRating } from '@/components/member/member-rating.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePartnerMember } from '../api/get-partner-member.ts';
import { partnerMemberProblemOf } from '../partner-member-state.ts';
import { PartnerMemberSkills } from './partner-member-skills.tsx';
import { RequestSwapDialog } from './request-swap-dialog.tsx';
import { SendHoursDialog } from './send-hours-dialog.tsx';

const otherExchangesPath = `${paths.explore}?view=exchanges`;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={otherExchangesPath}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('federationDirectory.profile.back')}
      </Link>
    </Button>
  );
}

/** Why the member is not shown, in words, with a way back (and another try when their exchange was down). */
function Problem({ title, hint, onRetry }: { title: string; hint: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
      <Network aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-2xl font-semibold wrap-anywhere">{title}</h1>
      <p className="max-w-prose text-muted-foreground">{hint}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('components.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * A member of another exchange (ADR 211): only what they share with other exchanges (name, skills, city,
 * rating), the exchange they belong to, and the card's actions, "Request a swap" and "Send hours".
 */
export function PartnerMemberProfile({ node, memberId }: { node: string; memberId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = usePartnerMember(node, memberId);

  if (query.isPending) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <LoadingPanel label={t('federationDirectory.profile.loading', { node })} className="py-16" />
      </div>
    );
  }
  if (query.isError) {
    const problem = partnerMemberProblemOf(query.error);
    return (
      <div className="grid gap-4">
        <BackLink />
        {problem === 'notFound' && (
          <Problem
            title={t('federationDirectory.profile.notFoundTitle')}
            hint={t('federationDirectory.profile.notFoundHint')}
          />
        )}
        {problem === 'partnerDown' && (
          <Problem
            title={t('federationDirectory.profile.downTitle', { node })}
            hint={t('federationDirectory.profile.downHint')}
            onRetry={() => void query.refetch()}
          />
        )}
        {problem === 'failed' && (
          <Problem
            title={t('federationDirectory.profile.failedTitle')}
            hint={t('federationDirectory.profile.failedHint')}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const member = query.data;
  return (
    <div className="grid gap-4">
      <BackLink />
      <article aria-labelledby={headingId} className="grid gap-6 rounded-xl border bg-card p-5 sm:p-8">
        <header className="grid gap-2">
          <h1 id={headingId} className="text-3xl leading-tight font-bold wrap-anywhere">
            {member.name}
          </h1>
          <p className="text-muted-foreground">
            {t('federationDirectory.card.memberOf', { node: member.node })}
          </p>
          {member.city && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="wrap-anywhere">
                <span className="sr-only">{t('federationDirectory.card.city')} </span>
                {member.city}
              </span>
            </p>
          )}
          <MemberRating rating={member.rating} />
        </header>
        <section aria-label={t('federationDirectory.profile.skills')} className="grid gap-4">
          <PartnerMemberSkills
            label={t('federationDirectory.card.offers')}
            skills={member.skillsOffered}
            offers
          />
          <PartnerMemberSkills
            label={t('federationDirectory.card.wants')}
            skills={member.skillsWanted}
            offers={false}
          />
          {member.skillsOffered.length === 0 && member.skillsWanted.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('federationDirectory.profile.noSkills')}</p>
          )}
        </section>
        <div className="flex flex-wrap gap-2">
          <RequestSwapDialog member={member} />
          <SendHoursDialog member={member} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('federationDirectory.profile.sharedOnly', { node: member.node })}
        </p>
      </article>
    </div>
  );
}
