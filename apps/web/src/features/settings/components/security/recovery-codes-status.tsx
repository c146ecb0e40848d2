import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { recoveryCodeLimits } from '@skillswap/contracts/recovery-codes';
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
import {
  recoveryCodeStatusQueryOptions,
  regenerateRecoveryCodes,
  useRecoveryCodeStatus,
} from '../../api/recovery-codes.ts';

/** "7 of 10 recovery codes left", a warning at 3 or fewer, and making a new set (shown by the card). */
export function RecoveryCodesStatus({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
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
      toast.error(getErrorMessage(caught, 'Could not make new codes. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  if (!status.data) return null;
  const { remaining, hasCodes } = status.data;
  const isLow = remaining <= recoveryCodeLimits.warnAtOrBelow;
  const warning = !hasCodes
    ? 'You have no recovery codes yet. Make some so a lost phone cannot lock you out.'
    : remaining === 0
      ? 'You have no recovery codes left. Make new ones so a lost phone cannot lock you out.'
      : 'You are running out of recovery codes. Make new ones so a lost phone cannot lock you out.';
  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="font-medium">Recovery codes</h3>
      {hasCodes && (
        <p className="text-sm" data-testid="recovery-codes-remaining">
          {remaining} of {recoveryCodeLimits.count} recovery codes left.
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
            {isBusy ? 'Making codes...' : 'Make new recovery codes'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Make new recovery codes?</AlertDialogTitle>
            <AlertDialogDescription>
              Your current codes stop working at once, including any you have saved or printed.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void regenerate()}>Make new codes</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
