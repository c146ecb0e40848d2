import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
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
  const otherName = swap.myRole === 'requester' ? swap.recipient.fullName : swap.requester.fullName;
  const startingHours = {
    requesterHours: theirs?.requesterHours ?? suggestedHours?.requesterHours ?? swap.hoursOffered,
    recipientHours: theirs?.recipientHours ?? suggestedHours?.recipientHours ?? swap.hoursRequested,
  };
  const form = useForm<FormInput, unknown, ConfirmSwapInput>({
    resolver: zodResolver(confirmSwapSchema),
    defaultValues: startingHours,
  });
  // Each opening starts from the latest figures, and so does a confirmation of the other member's that arrives
  // (live) while the dialog is open: agreeing stays one click.
  const theirsKey = theirs ? `${theirs.requesterHours}/${theirs.recipientHours}` : null;
  const { reset } = form;
  useEffect(() => {
    if (theirsKey) reset(startingHours);
    // startingHours follows theirsKey; resetting on every render would undo the member's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [theirsKey, reset]);
  const open = (next: boolean) => {
    if (next) form.reset(startingHours);
    setIsOpen(next);
  };
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
      onOpenChange={open}
    >
      {theirs && (
        <p className="text-sm">
          {otherName} confirmed {theirs.requesterHours} h of {swap.offeredSkill} and {theirs.recipientHours} h
          of {swap.requestedSkill}.
        </p>
      )}
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
