import { Network } from 'lucide-react';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePartnerMembers } from '../api/search-partner-members.ts';
import { viewOfPages } from '../partner-directory-view.ts';
import { PartnerMemberCard } from './partner-member-card.tsx';

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="grid justify-items-center gap-2 py-16 text-center">
      <Network aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-prose text-muted-foreground">{hint}</p>
    </div>
  );
}

/** Explore's "Other exchanges": members of linked installs who chose to be seen, matching the search text. */
export function PartnerDirectory({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = usePartnerMembers(q);

  if (query.isPending) {
    return <LoadingPanel label={t('federationDirectory.loading')} className="py-16" />;
  }
  if (query.isError) {
    return (
      <RetryPanel
        message={t('federationDirectory.loadFailed')}
        onRetry={() => void query.refetch()}
        className="py-16"
      />
    );
  }
  const view = viewOfPages(query.data.pages);
  if (!view.isLinked) {
    return (
      <EmptyState
        title={t('federationDirectory.notLinkedTitle')}
        hint={t('federationDirectory.notLinkedHint')}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <p className="text-sm text-muted-foreground">{t('federationDirectory.intro')}</p>
      <div role="status" className="grid gap-1 text-sm">
        <p className="text-muted-foreground">
          {t('federationDirectory.count', { count: view.items.length })}
        </p>
        {view.unavailable.length > 0 && (
          <p className="text-amber-700 dark:text-amber-400">
            {t('federationDirectory.unavailable', { nodes: view.unavailable.join(', ') })}
          </p>
        )}
      </div>
      {view.items.length === 0 ? (
        <EmptyState title={t('federationDirectory.emptyTitle')} hint={t('federationDirectory.emptyHint')} />
      ) : (
        <ul
          aria-label={t('federationDirectory.listLabel')}
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {view.items.map((member) => (
            <li key={`${member.node}/${member.id}`}>
              <PartnerMemberCard member={member} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage
              ? t('federationDirectory.loadingMore')
              : t('federationDirectory.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
