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
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { Factor } from '@skillswap/contracts/mfa';
import { unenrollFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';
import { useReauthentication } from '../reauth/use-reauthentication.tsx';

/** Removing a factor lowers the session's level on the server, so the session is refreshed after. */
export function RemoveFactorButton({ factor }: { factor: Factor }) {
  const { refreshSession } = useAuth();
  const queryClient = useQueryClient();
  const { withReauth, reauthDialog } = useReauthentication();
  const mutation = useMutation({
    // Removing a verified factor needs a recent proof that it is the member (ADR 68).
    mutationFn: () => withReauth(() => unenrollFactor(factor.id)),
    onSuccess: async () => {
      toast.success(`${factor.friendly_name} removed`);
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'reauth_cancelled') return;
      toast.error(getErrorMessage(error, 'Could not remove it. Please try again.'));
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
            aria-label={`Remove ${factor.friendly_name}`}
          >
            {mutation.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {factor.friendly_name}?</AlertDialogTitle>
            <AlertDialogDescription>
              You will no longer be able to use it to sign in. If it is your last one, signing in will need
              only your password.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => mutation.mutate()}>Remove</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {reauthDialog}
    </>
  );
}
