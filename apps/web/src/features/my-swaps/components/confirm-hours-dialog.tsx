import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { confirmSwapSchema, type ConfirmSwapInput, type SwapView } from '@skillswap/contracts/swap-lifecycle';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type FormInput = z.input<typeof confirmSwapSchema>;

interface ConfirmHoursDialogProps {
  swap: SwapView;
  isBusy: boolean;
  onConfirm: (hours: ConfirmSwapInput) => Promise<unknown>;
}

/**
 * Confirm hours: both numbers, prefilled with what the other member confirmed (or what was agreed), so
 * agreeing is one click and correcting is easy.
 */
export function ConfirmHoursDialog({ swap, isBusy, onConfirm }: ConfirmHoursDialogProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const theirs = swap.confirmations[swap.myRole === 'requester' ? 'recipient' : 'requester'];
  const form = useForm<FormInput, unknown, ConfirmSwapInput>({
    resolver: zodResolver(confirmSwapSchema),
    defaultValues: {
      requesterHours: theirs?.requesterHours ?? swap.hoursOffered,
      recipientHours: theirs?.recipientHours ?? swap.hoursRequested,
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
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Confirm Hours</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm the hours taught</DialogTitle>
          <DialogDescription>
            The swap completes when you both confirm the same hours. Whoever learned more then pays the
            difference in SkillCoin (1 hour = 1 SC).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-requester`}>
                {requesterLabel} {swap.offeredSkill} (hours)
              </Label>
              <Input
                id={`${id}-requester`}
                type="number"
                min={0}
                max={100}
                step={0.25}
                inputMode="decimal"
                aria-invalid={Boolean(errors.requesterHours)}
                {...form.register('requesterHours', { valueAsNumber: true })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-recipient`}>
                {recipientLabel} {swap.requestedSkill} (hours)
              </Label>
              <Input
                id={`${id}-recipient`}
                type="number"
                min={0}
                max={100}
                step={0.25}
                inputMode="decimal"
                aria-invalid={Boolean(errors.recipientHours)}
                {...form.register('recipientHours', { valueAsNumber: true })}
              />
            </div>
          </div>
          <FormMessage>{errors.requesterHours?.message ?? errors.recipientHours?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? 'Confirming...' : 'Confirm Hours'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
