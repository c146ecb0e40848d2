import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { Factor } from '@skillswap/contracts/auth/mfa';
import { unenrollFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';
import { useReauthentication } from '../reauth/use-reauthentication.tsx';

/** Removing a factor lowers the session's level on the server, so the session is refreshed after. */
export function RemoveFactorButton({ factor }: { factor: Factor }) {
  const { t } = useTranslation();
  const { refreshSession } = useAuth();
  const queryClient = useQueryClient();
  const { withReauth, reauthDialog } = useReauthentication();
  const mutation = useMutation({
    // Removing a verified factor needs a recent proof that it is the member (ADR 68).
    mutationFn: () => withReauth(() => unenrollFactor(factor.id)),
    onSuccess: async () => {
      toast.success(t('settings.security.remove.removed', { name: factor.friendly_name }));
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'reauth_cancelled') return;
      toast.error(getErrorMessage(error, t('settings.security.remove.failed')));
    },
  });

  return (
    <>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={mutation.isPending}
            aria-label={t('settings.security.remove.label', { name: factor.friendly_name })}
          >
            {mutation.isPending
              ? t('settings.security.remove.removing')
              : t('settings.security.remove.button')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t('settings.security.remove.confirmTitle', { name: factor.friendly_name })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t('settings.security.remove.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('settings.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => mutation.mutate()}>
              {t('settings.security.remove.button')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {reauthDialog}
    </>
  );
}
