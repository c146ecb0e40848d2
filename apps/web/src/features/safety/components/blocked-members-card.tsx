import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useBlockedMembers, useUnblockMember } from '../api/blocks.ts';

/** Settings: the members I blocked, each with Unblock. */
export function BlockedMembersCard() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Blocked members</CardTitle>
        <CardDescription>
          You and the members you block do not see each other, and cannot send each other requests or
          messages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <Spinner className="text-2xl text-primary" />
        ) : blocked.isError ? (
          <p className="text-sm text-destructive">Your blocked members could not be loaded.</p>
        ) : blocked.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not blocked anyone.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Blocked members">
            {blocked.data.items.map((member) => (
              <li key={member.memberId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="grid">
                  <span className="font-medium">{member.fullName}</span>
                  <span className="text-xs text-muted-foreground">
                    Blocked{' '}
                    {new Date(member.blockedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unblock ${member.fullName}`}
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(member.memberId, {
                      onSuccess: () => toast.success(`You unblocked ${member.fullName}`),
                      onError: (error) =>
                        toast.error(getErrorMessage(error, `${member.fullName} could not be unblocked`)),
                    })
                  }
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
