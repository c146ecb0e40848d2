import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useJoinDecisions } from '../api/join-decisions.ts';

/**
 * For coordinators: who approved or declined each request to join, removed a member or let them back, and
 * when, so a team of coordinators can answer "who let this person in?".
 */
export function JoinDecisionsCard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { moment } = useFormatters();
  const id = useId();
  const decisions = useJoinDecisions(slug);
  const items = decisions.data?.pages.flatMap((page) => page.items) ?? [];
  const unknown = t('communities.decisions.formerMember');
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {t('communities.decisions.title')}
      </h2>
      {decisions.isError && (
        <p className="text-sm text-muted-foreground">{t('communities.decisions.loadFailed')}</p>
      )}
      {decisions.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('communities.decisions.none')}</p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-2 text-sm">
          {items.map((item) => (
            <li key={item.id} className="grid wrap-anywhere">
              <span>
                {t(`communities.decisions.${item.decision}`, {
                  coordinator: item.decidedBy?.fullName ?? unknown,
                  member: item.member?.fullName ?? unknown,
                })}
              </span>
              <time dateTime={item.decidedAt} className="text-xs text-muted-foreground">
                {moment(item.decidedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {decisions.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={decisions.isFetchingNextPage}
          onClick={() => void decisions.fetchNextPage()}
        >
          {t('communities.decisions.older')}
        </Button>
      )}
    </section>
  );
}
