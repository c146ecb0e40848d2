import { useId } from 'react';
import { Link } from 'react-router';
import type { Nudge } from '@skillswap/contracts/community-activation/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { useNudges } from '../api/community-activation.ts';
import { MemberLink } from './activation-queue-entries.tsx';

/** The latest nudges, newest first, each with what happened after it. */
export function RecentNudges({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const nudges = useNudges(slug, true);
  const headingId = useId();
  const items = nudges.data?.items ?? [];
  return (
    <div className="grid min-w-0 gap-2 border-t pt-3">
      <h3 id={headingId} className="font-semibold">
        {t('communityActivation.nudges.title')}
      </h3>
      {nudges.isPending && <Spinner label={t('communityActivation.nudges.loading')} />}
      {nudges.isError && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.nudges.loadFailed')}</p>
      )}
      {nudges.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.nudges.none')}</p>
      )}
      {items.length > 0 && (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {items.map((nudge) => (
            <NudgeItem key={nudge.id} nudge={nudge} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NudgeItem({ nudge }: { nudge: Nudge }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <li className="grid min-w-0 gap-1 rounded-md border p-3 text-sm wrap-anywhere">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <MemberLink person={nudge.member} />
        <span className="text-muted-foreground">{t(`communityActivation.reason.${nudge.reason}`)}</span>
        <Badge variant={nudge.outcome === 'waiting' ? 'outline' : 'success'}>
          {t(`communityActivation.nudges.outcome.${nudge.outcome}`, {
            date: date(nudge.outcomeAt ?? nudge.sentAt),
          })}
        </Badge>
      </p>
      <p className="text-xs text-muted-foreground">
        {t('communityActivation.nudges.sent', {
          date: date(nudge.sentAt),
          name: nudge.sentBy?.fullName ?? t('communityActivation.formerCoordinator'),
        })}
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {nudge.message}
      </p>
      {nudge.suggestion && (
        <p className="text-xs">
          <RichMessage
            t={t}
            messageKey="communityActivation.nudges.suggestion"
            elements={{
              suggestion: (
                <Link to={nudge.suggestion.link} className="wrap-anywhere underline">
                  {nudge.suggestion.label}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </li>
  );
}
