import { toast } from '@/components/layout/toast.ts';
import type { ConfirmSwapInput, SwapDetail } from '@skillswap/contracts/swap-lifecycle';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useSwapAction, type SwapActionInput } from '../api/act-on-swap.ts';
import { otherMemberOf } from '../swap-words.ts';
import { ConfirmHoursDialog } from './confirm-hours-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const successToasts: Record<SwapActionInput['action'], string> = {
  accept: 'Swap accepted!',
  decline: 'Request declined',
  cancel: 'Swap cancelled',
  confirm: 'Hours confirmed',
  dispute: 'Dispute opened',
};

interface SwapActionsProps {
  swap: SwapDetail;
  /** Hours each way from the sessions that took place, which the confirm form starts from. */
  suggestedHours?: ConfirmSwapInput | null;
  /** When a scheduled session still lies ahead: its time; hours can be confirmed only after it. */
  sessionAhead?: string | null;
}

/** The buttons for what the member may do now; the server decides which (allowedActions). */
export function SwapActions({ swap, suggestedHours = null, sessionAhead = null }: SwapActionsProps) {
  const mutation = useSwapAction(swap.id);
  const allowed = new Set(swap.allowedActions);
  const other = otherMemberOf(swap).fullName;
  const run = async (input: SwapActionInput) => {
    try {
      const updated = await mutation.mutateAsync(input);
      const title = updated.status === 'completed' ? 'Swap completed!' : successToasts[input.action];
      toast.success(title);
    } catch (error) {
      toast.error(getErrorMessage(error, 'An unexpected error occurred'));
      throw error;
    }
  };
  if (allowed.size === 0) return null;
  const isBusy = mutation.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.has('accept') && (
        <Button disabled={isBusy} onClick={() => void run({ action: 'accept' }).catch(() => undefined)}>
          {isBusy ? 'Accepting...' : 'Accept'}
        </Button>
      )}
      {allowed.has('confirm') && sessionAhead && (
        <p className="basis-full text-sm text-muted-foreground">
          You can confirm hours after your session on {sessionAhead}. If it will not take place, cancel it
          first.
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
          trigger="Decline"
          title={`Decline ${other}'s request?`}
          description={`${other} will be told you can't swap right now.`}
          reasonLabel="A note for them (optional)"
          submitLabel="Decline Request"
          minLength={0}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'decline', reason })}
        />
      )}
      {allowed.has('cancel') && (
        <ReasonDialog
          trigger={swap.status === 'requested' ? 'Cancel Request' : 'Cancel Swap'}
          title="Cancel this swap?"
          description="Any SkillCoin held for it is released. This cannot be undone."
          reasonLabel="Why? (optional, shared with the other member)"
          submitLabel="Cancel Swap"
          minLength={0}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'cancel', reason })}
        />
      )}
      {allowed.has('dispute') && (
        <ReasonDialog
          trigger="Report a Problem"
          triggerVariant="ghost"
          title="Open a dispute?"
          description="Use this when the sessions did not happen as agreed. The swap stops, and SkillCoin held for it stays held until our team has looked at it."
          reasonLabel="What went wrong?"
          submitLabel="Open Dispute"
          minLength={10}
          isBusy={isBusy}
          onSubmit={(reason) => run({ action: 'dispute', reason })}
        />
      )}
    </div>
  );
}
