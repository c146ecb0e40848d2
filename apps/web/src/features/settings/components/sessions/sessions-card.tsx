import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { personalTokensQuery } from '../../api/personal-tokens.ts';
import { sessionsQueryOptions, signOutOtherSessions, useSessions } from '../../api/sessions.ts';
import { SessionRow } from './session-row.tsx';

/** Settings → Sessions and devices: where the member is signed in, and signing the other places out. */
export function SessionsCard() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: async ({ signedOut, revokedTokens }) => {
      const sessionsPart =
        signedOut === 1 ? 'Signed out 1 other session' : `Signed out ${signedOut} other sessions`;
      const tokensPart =
        revokedTokens === 0
          ? ''
          : ` and revoked ${revokedTokens === 1 ? '1 API token' : `${revokedTokens} API tokens`}`;
      toast.success(`${sessionsPart}${tokensPart}`);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: personalTokensQuery.queryKey });
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Could not sign them out. Please try again.')),
  });
  const hasOthers = sessions.data?.some((session) => !session.isCurrent) ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Laptop aria-hidden="true" className="size-5" /> Sessions and devices
        </CardTitle>
        <CardDescription>
          Where your account is signed in. If you do not recognise one, sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending && <Spinner label="Loading your sessions" />}
        {sessions.isError && <p className="text-sm text-destructive">Your sessions could not be loaded.</p>}
        {sessions.data && (
          <ul aria-label="Your sessions" className="divide-y">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {hasOthers && (
          <p className="text-sm text-muted-foreground">
            Signing the others out also revokes your API tokens, in case someone else made one.
          </p>
        )}
        {hasOthers && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {signOutOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
