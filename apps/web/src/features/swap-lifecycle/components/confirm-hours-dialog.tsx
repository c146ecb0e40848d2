import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  confirmSwapSchema,
  type ConfirmSwapInput,
  type SwapView,
} from '@skillswap/contracts/swap-lifecycle/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { HoursField } from '@/components/forms/hours-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';

type FormInput = z.input<typeof confirmSwapSchema>;

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
  const { t } = useTranslation();
  const validation = useValidationMessage();
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
  // Each opening starts from the latest figures, and so does a confirmation of the other member's that
  // arrives (live) while the dialog is open: agreeing stays one click.
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
  const taughtLabel = (role: 'requester' | 'recipient', skill: string) =>
    swap.myRole === role
      ? t('swaps.confirm.youTaught', { skill })
      : t('swaps.confirm.theyTaught', { name: swap[role].fullName, skill });
  const submit = form.handleSubmit(async (hours) => {
    await onConfirm(hours);
    setIsOpen(false);
  });
  return (
    <ActionDialog
      trigger={<Button>{t('swaps.confirm.trigger')}</Button>}
      title={t('swaps.confirm.title')}
      description={t('swaps.confirm.description')}
      isOpen={isOpen}
      onOpenChange={open}
    >
      {theirs && (
        <p className="text-sm">
          {t('swaps.confirm.theirs', {
            name: otherName,
            requesterHours: theirs.requesterHours,
            offeredSkill: swap.offeredSkill,
            recipientHours: theirs.recipientHours,
            requestedSkill: swap.requestedSkill,
          })}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid grid-cols-2 gap-4">
          <HoursField
            id={`${id}-requester`}
            label={taughtLabel('requester', swap.offeredSkill)}
            step={0.25}
            aria-invalid={Boolean(errors.requesterHours)}
            {...form.register('requesterHours', { valueAsNumber: true })}
          />
          <HoursField
            id={`${id}-recipient`}
            label={taughtLabel('recipient', swap.requestedSkill)}
            step={0.25}
            aria-invalid={Boolean(errors.recipientHours)}
            {...form.register('recipientHours', { valueAsNumber: true })}
          />
        </div>
        <FormMessage>
          {validation(errors.requesterHours?.message ?? errors.recipientHours?.message)}
        </FormMessage>
        <DialogFormFooter
          submitLabel={t('swaps.confirm.trigger')}
          pendingLabel={t('swaps.confirm.pending')}
          isPending={isBusy}
        />
      </form>
    </ActionDialog>
  );
}
