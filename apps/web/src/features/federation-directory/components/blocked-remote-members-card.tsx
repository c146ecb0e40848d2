import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useBlockedRemoteMembers, useUnblockRemoteMember } from '../api/remote-blocks.ts';

/** Settings → Safety: the members of other exchanges the member blocked, each with Unblock (ADR 213). */
export function BlockedRemoteMembersCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const blocked = useBlockedRemoteMembers();
  const unblock = useUnblockRemoteMember();
  const items = blocked.data?.blocks ?? [];
  // Nothing to show a member who never blocked anyone elsewhere: the card appears with the first block.
  if (blocked.isSuccess && items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('federationDirectory.blocked.title')}</CardTitle>
        <CardDescription>{t('federationDirectory.blocked.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <Skeleton className="h-10" />
        ) : blocked.isError ? (
          <p className="text-sm text-destructive">{t('federationDirectory.blocked.loadFailed')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('federationDirectory.blocked.title')}>
            {items.map((member) => (
              <li key={member.address} className="flex flex-wrap items-center justify-between gap-2">
                <span className="grid min-w-0">
                  <span className="font-medium wrap-anywhere">{member.label}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('federationDirectory.blocked.since', { date: format.date(member.blockedAt) })}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('federationDirectory.blocked.unblockFor', { partner: member.label })}
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(member.address, {
                      onSuccess: () =>
                        toast.success(t('federationDirectory.blocked.done', { partner: member.label })),
                      onError: (error) =>
                        toast.error(
                          getErrorMessage(
                            error,
                            t('federationDirectory.blocked.failed', { partner: member.label }),
                          ),
                        ),
                    })
                  }
                >
                  {t('federationDirectory.blocked.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
