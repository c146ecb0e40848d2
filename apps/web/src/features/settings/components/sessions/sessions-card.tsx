import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { personalTokensQuery } from '../../api/personal-tokens.ts';
import { sessionsQueryOptions, signOutOtherSessions, useSessions } from '../../api/sessions.ts';
import { SessionRow } from './session-row.tsx';

/** Settings → Sessions and devices: where the member is signed in, and signing the other places out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: async ({ signedOut, revokedTokens }) => {
      toast.success(
        revokedTokens === 0
          ? t('settings.sessions.othersSignedOut', { count: signedOut })
          : t('settings.sessions.othersSignedOutAndTokens', { count: signedOut, tokens: revokedTokens }),
      );
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: personalTokensQuery.queryKey });
    },
    onError: (error) => toast.error(getErrorMessage(error, t('settings.sessions.othersFailed'))),
  });
  const hasOthers = sessions.data?.some((session) => !session.isCurrent) ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Laptop aria-hidden="true" className="size-5" /> {t('settings.sessions.title')}
        </CardTitle>
        <CardDescription>{t('settings.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending && <Spinner label={t('settings.sessions.loading')} />}
        {sessions.isError && <p className="text-sm text-destructive">{t('settings.sessions.loadFailed')}</p>}
        {sessions.data && (
          <ul aria-label={t('settings.sessions.list')} className="divide-y">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {hasOthers && <p className="text-sm text-muted-foreground">{t('settings.sessions.othersNote')}</p>}
        {hasOthers && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {signOutOthers.isPending
              ? t('settings.sessions.signingOut')
              : t('settings.sessions.signOutOthers')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
