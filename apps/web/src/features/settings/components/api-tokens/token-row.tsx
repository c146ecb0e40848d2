import { useState } from 'react';
import type { PersonalToken } from '@skillswap/contracts/personal-tokens';
import { toast } from '@/components/layout/toast.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRevokePersonalToken } from '../../api/personal-tokens.ts';

const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One token: its name, scopes, last characters, last use and expiry, and a way to revoke it. */
export function TokenRow({ token }: { token: PersonalToken }) {
  const revoke = useRevokePersonalToken();
  // The time the row was first shown: the list is fetched anew after every change.
  const [shownAt] = useState(() => Date.now());
  const isExpired = new Date(token.expiresAt).getTime() <= shownAt;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium break-words">{token.name}</p>
        <p className="text-muted-foreground">
          <span className="font-mono">…{token.lastCharacters}</span> · {token.scopes.join(', ')}
        </p>
        <p className="text-muted-foreground">
          Created {formatMoment(token.createdAt)} ·{' '}
          {token.lastUsedAt ? `Last used ${formatMoment(token.lastUsedAt)}` : 'Never used'}
        </p>
        {isExpired ? (
          <p className="font-medium text-destructive">Expired {formatMoment(token.expiresAt)}</p>
        ) : (
          <p className="text-muted-foreground">Expires {formatMoment(token.expiresAt)}</p>
        )}
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={revoke.isPending} aria-label={`Revoke ${token.name}`}>
            {revoke.isPending ? 'Revoking...' : 'Revoke'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke {token.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Programs using it stop working at once. This cannot be undone; you can create a new token.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                revoke.mutate(token.id, {
                  onSuccess: () => toast.success(`${token.name} revoked`),
                  onError: (error) => toast.error(getErrorMessage(error, 'The token could not be revoked.')),
                })
              }
            >
              Revoke
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
