import { toast } from '@/components/layout/toast.ts';
import type { ConfirmSwapInput, SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { useSwapAction, type SwapActionInput } from '../api/act-on-swap.ts';
import { otherMemberOf } from '../swap-words.ts';
import { ConfirmHoursDialog } from './confirm-hours-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

interface SwapActionsProps {
  swap: SwapDetail;
  /** Hours each way from the sessions that took place, which the confirm form starts from. */
  suggestedHours?: ConfirmSwapInput | null;
  /** When a scheduled session still lies ahead: its time; hours can be confirmed only after it. */
  sessionAhead?: string | null;
}

/** The buttons for what the member may do now; the server decides which (allowedActions). */
export function SwapActions({ swap, suggestedHours = null, sessionAhead = null }: SwapActionsProps) {
  const { t } = useTranslation();
  const mutation = useSwapAction(swap.id);
  const allowed = new Set(swap.allowedActions);
  const other = otherMemberOf(swap).fullName;
  const singleFlight = useSingleFlight();
  // One action at a time, one toast per action; the id folds any repeat into that toast.
  const run = (input: SwapActionInput) =>
    singleFlight(async () => {
      const toastId = `swap-action-${swap.id}`;
      try {
        const updated = await mutation.mutateAsync(input);
        const title =
          updated.status === 'completed'
            ? t('swaps.action.done.completed')
            : t(`swaps.action.done.${input.action}`);
        toast.success(title, { id: toastId });
      } catch (error) {
        toast.error(getErrorMessage(error, t('swaps.unexpectedError')), { id: toastId });
        throw error;
      }
    });
  if (allowed.size === 0) return null;
  const isBusy = mutation.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.has('accept') && (
        <Button disabled={isBusy} onClick={() => void run({ action: 'accept' }).catch(() => undefined)}>
          {isBusy ? t('swaps.action.accepting') : t('swaps.action.accept')}
        </Button>
      )}
      {allowed.has('confirm') && sessionAhead && (
        <p className="basis-full text-sm text-muted-foreground">
          {t('swaps.action.confirmAfterSession', { time: sessionAhead })}
        </p>
      )}
      {allowed.has('confirm') && !sessionAhead && (
        <ConfirmHoursDialog
          swap={swap}
          suggestedHours={suggestedHours}
          isBusy={isBusy}
          onConfirm={(hours) => run({ action: 'confirm', hours })}
        />
      )}
      {allowed.has('decline') && (
        <ReasonDialog
          trigger={t('swaps.decline.trigger')}
          title={t('swaps.decline.title', { name: other })}
          description={t('swaps.decline.description', { name: other })}
          reasonLabel={t('swaps.decline.reason')}
          submitLabel={t('swaps.decline.submit')}
          minLength={0}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'decline', reason })}
        />
      )}
      {allowed.has('cancel') && (
        <ReasonDialog
          trigger={swap.status === 'requested' ? t('swaps.cancel.triggerRequest') : t('swaps.cancel.submit')}
          title={t('swaps.cancel.title')}
          description={t('swaps.cancel.description')}
          reasonLabel={t('swaps.cancel.reason')}
          submitLabel={t('swaps.cancel.submit')}
          minLength={0}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'cancel', reason })}
        />
      )}
      {allowed.has('dispute') && (
        <ReasonDialog
          trigger={t('swaps.dispute.trigger')}
          triggerVariant="ghost"
          title={t('swaps.dispute.title')}
          description={t('swaps.dispute.description')}
          reasonLabel={t('swaps.dispute.reason')}
          submitLabel={t('swaps.dispute.submit')}
          minLength={10}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'dispute', reason })}
        />
      )}
    </div>
  );
}
