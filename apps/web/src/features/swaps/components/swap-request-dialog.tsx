import type { ReactElement } from 'react';
import type { CreateSwapRequestInput } from '@skillswap/contracts/swaps';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRequesterProfile } from '../api/get-requester-profile.ts';
import { useSwapRequests } from '../api/list-swap-requests.ts';
import { countSwapUsage } from '../swap-usage.ts';
import type { SwapTarget } from './swap-request-button.tsx';
import { SwapRequestForm } from './swap-request-form.tsx';

interface SwapRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: SwapTarget;
  isSending: boolean;
  onSend: (values: Omit<CreateSwapRequestInput, 'targetId'>) => void;
  /** The button that opens the dialog. */
  children: ReactElement;
}

export function SwapRequestDialog({
  open,
  onOpenChange,
  target,
  isSending,
  onSend,
  children,
}: SwapRequestDialogProps) {
  const requester = useRequesterProfile(open);
  const requests = useSwapRequests(open);
  const usage = requests.data ? countSwapUsage(requests.data.items) : null;
  const name = target.full_name || 'Anonymous';
  return (
    <ActionDialog
      trigger={children}
      title={<>Request a swap with {name}</>}
      description="Say what you will teach and what you would like to learn. One hour of teaching is one SkillCoin."
      isOpen={open}
      onOpenChange={onOpenChange}
    >
      {requester.isPending ? (
        <div className="flex justify-center py-6 text-2xl text-primary">
          <Spinner />
        </div>
      ) : (
        <SwapRequestForm
          target={target}
          requester={requester.data ?? null}
          usage={usage}
          isSending={isSending}
          onSend={onSend}
        />
      )}
    </ActionDialog>
  );
}
