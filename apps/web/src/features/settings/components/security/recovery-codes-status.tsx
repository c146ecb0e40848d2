import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { recoveryCodeLimits } from '@skillswap/contracts/auth-security/recovery-codes';
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
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  recoveryCodeStatusQueryOptions,
  regenerateRecoveryCodes,
  useRecoveryCodeStatus,
} from '../../api/recovery-codes.ts';

/** "7 of 10 recovery codes left", a warning at 3 or fewer, and making a new set (shown by the card). */
export function RecoveryCodesStatus({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const status = useRecoveryCodeStatus();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);

  async function regenerate() {
    setIsBusy(true);
    try {
      const { recoveryCodes } = await regenerateRecoveryCodes();
      await queryClient.invalidateQueries({ queryKey: recoveryCodeStatusQueryOptions.queryKey });
      onNewCodes(recoveryCodes);
    } catch (caught) {
      toast.error(getErrorMessage(caught, t('settings.security.codes.makeFailed')));
    } finally {
      setIsBusy(false);
    }
  }

  if (!status.data) return null;
  const { remaining, hasCodes } = status.data;
  const isLow = remaining <= recoveryCodeLimits.warnAtOrBelow;
  const warning = !hasCodes
    ? t('settings.security.codes.noneYet')
    : remaining === 0
      ? t('settings.security.codes.noneLeft')
      : t('settings.security.codes.runningOut');
  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="font-medium">{t('settings.security.codes.title')}</h3>
      {hasCodes && (
        <p className="text-sm" data-testid="recovery-codes-remaining">
          {t('settings.security.codes.remaining', { remaining, total: recoveryCodeLimits.count })}
        </p>
      )}
      {isLow && (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      )}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" className="justify-self-start" disabled={isBusy}>
            {isBusy ? t('settings.security.codes.making') : t('settings.security.codes.makeNew')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('settings.security.codes.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('settings.security.codes.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('settings.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void regenerate()}>
              {t('settings.security.codes.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
