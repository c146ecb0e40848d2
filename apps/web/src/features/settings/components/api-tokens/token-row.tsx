import { useState } from 'react';
import type { PersonalToken } from '@skillswap/contracts/personal-tokens/schemas';
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
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRevokePersonalToken } from '../../api/personal-tokens.ts';

/** One token: its name, scopes, last characters, last use and expiry, and a way to revoke it. */
export function TokenRow({ token }: { token: PersonalToken }) {
  const { t } = useTranslation();
  const { moment: formatMoment } = useFormatters();
  const revoke = useRevokePersonalToken();
  // The time the row was first shown: the list is fetched anew after every change.
  const [shownAt] = useState(() => Date.now());
  const isExpired = new Date(token.expiresAt).getTime() <= shownAt;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium wrap-anywhere">{token.name}</p>
        <p className="text-muted-foreground">
          <span className="font-mono">…{token.lastCharacters}</span> · {token.scopes.join(', ')}
        </p>
        <p className="text-muted-foreground">
          {t('settings.api.created', { date: formatMoment(token.createdAt) })} ·{' '}
          {token.lastUsedAt
            ? t('settings.api.lastUsed', { date: formatMoment(token.lastUsedAt) })
            : t('settings.api.neverUsed')}
        </p>
        {isExpired ? (
          <p className="font-medium text-destructive">
            {t('settings.api.expired', { date: formatMoment(token.expiresAt) })}
          </p>
        ) : (
          <p className="text-muted-foreground">
            {t('settings.api.expires', { date: formatMoment(token.expiresAt) })}
          </p>
        )}
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            aria-label={t('settings.api.revokeLabel', { name: token.name })}
          >
            {revoke.isPending ? t('settings.api.revoking') : t('settings.api.revoke')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('settings.api.revokeTitle', { name: token.name })}</AlertDialogTitle>
            <AlertDialogDescription>{t('settings.api.revokeText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('settings.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                revoke.mutate(token.id, {
                  onSuccess: () => toast.success(t('settings.api.revoked', { name: token.name })),
                  onError: (error) => toast.error(getErrorMessage(error, t('settings.api.revokeFailed'))),
                })
              }
            >
              {t('settings.api.revoke')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
