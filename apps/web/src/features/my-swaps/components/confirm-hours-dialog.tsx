import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { confirmSwapSchema, type ConfirmSwapInput, type SwapView } from '@skillswap/contracts/swap-lifecycle';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { HoursField } from '@/components/forms/hours-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';

type FormInput = z.input<typeof confirmSwapSchema>;

const howConfirmingWorks =
  'The swap completes when you both confirm the same hours. Whoever learned more then pays the difference in SkillCoin (1 hour = 1 SC).';

interface ConfirmHoursDialogProps {
  swap: SwapView;
  /** From the sessions that took place, when the last one has ended. */
  suggestedHours?: ConfirmSwapInput | null;
  isBusy: boolean;
  onConfirm: (hours: ConfirmSwapInput) => Promise<unknown>;
}

/**
 * Confirm hours: both numbers, prefilled with what the other member confirmed (else the hours of the sessions
 * that took place, else what was agreed), so agreeing is one click and correcting is easy.
 */
export function ConfirmHoursDialog({ swap, suggestedHours, isBusy, onConfirm }: ConfirmHoursDialogProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const theirs = swap.confirmations[swap.myRole === 'requester' ? 'recipient' : 'requester'];
  const form = useForm<FormInput, unknown, ConfirmSwapInput>({
    resolver: zodResolver(confirmSwapSchema),
    defaultValues: {
      requesterHours: theirs?.requesterHours ?? suggestedHours?.requesterHours ?? swap.hoursOffered,
      recipientHours: theirs?.recipientHours ?? suggestedHours?.recipientHours ?? swap.hoursRequested,
    },
  });
  const { errors } = form.formState;
  const requesterLabel = swap.myRole === 'requester' ? 'You taught' : `${swap.requester.fullName} taught`;
  const recipientLabel = swap.myRole === 'recipient' ? 'You taught' : `${swap.recipient.fullName} taught`;
  const submit = form.handleSubmit(async (hours) => {
    await onConfirm(hours);
    setIsOpen(false);
  });
  return (
    <ActionDialog
      trigger={<Button>Confirm Hours</Button>}
      title="Confirm the hours taught"
      description={howConfirmingWorks}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid grid-cols-2 gap-4">
          <HoursField
            id={`${id}-requester`}
            label={`${requesterLabel} ${swap.offeredSkill} (hours)`}
            step={0.25}
            aria-invalid={Boolean(errors.requesterHours)}
            {...form.register('requesterHours', { valueAsNumber: true })}
          />
          <HoursField
            id={`${id}-recipient`}
            label={`${recipientLabel} ${swap.requestedSkill} (hours)`}
            step={0.25}
            aria-invalid={Boolean(errors.recipientHours)}
            {...form.register('recipientHours', { valueAsNumber: true })}
          />
        </div>
        <FormMessage>{errors.requesterHours?.message ?? errors.recipientHours?.message}</FormMessage>
        <DialogFormFooter submitLabel="Confirm Hours" pendingLabel="Confirming..." isPending={isBusy} />
      </form>
    </ActionDialog>
  );
}
