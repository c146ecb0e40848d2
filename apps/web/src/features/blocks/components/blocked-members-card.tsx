import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useBlockedMembers, useUnblockMember } from '../api/blocks.ts';

/** Settings: the members I blocked, each with Unblock. */
export function BlockedMembersCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('safety.blocked.title')}</CardTitle>
        <CardDescription>{t('safety.blocked.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <Spinner className="text-2xl text-primary" />
        ) : blocked.isError ? (
          <p className="text-sm text-destructive">{t('safety.blocked.loadFailed')}</p>
        ) : blocked.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('safety.blocked.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('safety.blocked.title')}>
            {blocked.data.items.map((member) => (
              <li key={member.memberId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="grid">
                  <span className="font-medium">{member.fullName}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('safety.blocked.since', {
                      date: format.date(member.blockedAt),
                    })}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('safety.blocked.unblockName', { name: member.fullName })}
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(member.memberId, {
                      onSuccess: () => toast.success(t('safety.blocked.done', { name: member.fullName })),
                      onError: (error) =>
                        toast.error(
                          getErrorMessage(error, t('safety.blocked.failed', { name: member.fullName })),
                        ),
                    })
                  }
                >
                  {t('safety.blocked.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
