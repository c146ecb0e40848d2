import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { useReauthentication } from './reauth/use-reauthentication.tsx';

const redirectDelayMs = 1500;

/** Delete Account behind a confirmation; on success the member is signed out and sent home. */
export function DangerZone() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  // Spans the call, the confirmation and the sign-out, so nothing can be pressed twice.
  const [isDeleting, setIsDeleting] = useState(false);
  const { withReauth, reauthDialog } = useReauthentication();

  async function confirmDeletion() {
    setIsDeleting(true);
    try {
      // Deletion needs the password (or a factor) proved within 5 minutes; the dialog asks when it is older.
      await withReauth(deleteAccount);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'reauth_cancelled')) {
        toast.error(t('settings.danger.failed'));
      }
      setIsDeleting(false);
      return;
    }
    toast.success(t('settings.danger.deleted'));
    // A moment to read the confirmation before the full-page load to home clears it.
    await new Promise((resolve) => setTimeout(resolve, redirectDelayMs));
    // The server has already ended the sessions; signing out here clears this tab and the others.
    await signOut().catch(() => undefined);
    window.location.assign('/');
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2" className="text-destructive">
          {t('settings.danger.title')}
        </CardTitle>
        <CardDescription>{t('settings.danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={isOpen} onOpenChange={(open) => !isDeleting && setIsOpen(open)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">{t('settings.danger.delete')}</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('settings.danger.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('settings.danger.confirmText')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isDeleting}>{t('settings.cancel')}</AlertDialogCancel>
              {/* A plain button, not AlertDialogAction, so the dialog stays open while deleting. */}
              <Button variant="destructive" disabled={isDeleting} onClick={() => void confirmDeletion()}>
                {isDeleting ? t('settings.danger.deleting') : t('settings.danger.delete')}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        {reauthDialog}
      </CardContent>
    </Card>
  );
}
