import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  proposeNodeTransferSchema,
  type NodeTransfer,
  type ProposeNodeTransferInput,
} from '@skillswap/contracts/federation/transfer-schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useApproveNodeTransfer,
  useCancelNodeTransfer,
  useProposeNodeTransfer,
} from '../api/node-transfers.ts';
import type { PartnerDirectoryItem } from '../partner-directory-view.ts';

type Field = 'hours' | 'description';

/**
 * The hours as typed, a comma read as the decimal point as many locales write it; the contract checks them.
 */
const readHours = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value.trim().replace(',', '.'))) : value;

/**
 * "Send hours" to a member of another exchange (ADR 184): the hours and what they are for are proposed, every
 * exchange on the way checks them, and the member then approves (the hours move) or cancels (nothing moved).
 */
export function SendHoursDialog({ member }: { member: PartnerDirectoryItem }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<ProposeNodeTransferInput>({
    resolver: zodResolver(proposeNodeTransferSchema),
    defaultValues: { payee: `${member.node}/${member.id}`, description: '' },
  });
  const { errors } = form.formState;
  const setFormError = (message: string) => form.setError('root', { message });
  const [proposal, setProposal] = useState<NodeTransfer | null>(null);
  const propose = useProposeNodeTransfer();
  const approve = useApproveNodeTransfer();
  const cancel = useCancelNodeTransfer();
  const isBusy = propose.isPending || approve.isPending || cancel.isPending;

  const reset = () => {
    form.reset();
    setProposal(null);
  };

  const onOpenChange = (open: boolean) => {
    // A proposal left unapproved would keep its share of the links' limits with nowhere to find it again, so
    // closing the dialog cancels it; nothing had moved.
    if (!open && proposal) cancel.mutate(proposal.id);
    if (!open) reset();
    setIsOpen(open);
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      setProposal(await propose.mutateAsync(input));
    } catch (failure) {
      if (setServerFieldErrors(form.setError, failure, ['hours', 'description'], validation)) return;
      setFormError(getErrorMessage(failure, t('federationDirectory.send.proposeFailed')));
    }
  });

  const onApprove = (transfer: NodeTransfer) =>
    approve.mutate(transfer.id, {
      onSuccess: (done) => {
        const values = { hours: done.hours, payee: done.payeeLabel };
        toast.success(
          done.state === 'completed'
            ? t('federationDirectory.send.completed', values)
            : t('federationDirectory.send.pending', values),
        );
        reset();
        setIsOpen(false);
      },
      onError: (failure) =>
        setFormError(getErrorMessage(failure, t('federationDirectory.send.approveFailed'))),
    });

  const onCancel = (transfer: NodeTransfer) =>
    cancel.mutate(transfer.id, {
      onSuccess: () => {
        toast.success(t('federationDirectory.send.cancelled'));
        reset();
        setIsOpen(false);
      },
      onError: (failure) =>
        setFormError(getErrorMessage(failure, t('federationDirectory.send.cancelFailed'))),
    });

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <ActionDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={t('federationDirectory.send.openFor', { name: member.name })}
        >
          {t('federationDirectory.send.open')}
        </Button>
      }
      title={t('federationDirectory.send.title', { name: member.name, node: member.node })}
      description={t('federationDirectory.send.description')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {proposal ? (
        <div className="grid gap-4">
          <div className="grid gap-1 rounded-md border p-3">
            <p className="font-medium wrap-anywhere">
              {t('federationDirectory.send.reviewAmount', {
                hours: proposal.hours,
                payee: proposal.payeeLabel,
              })}
            </p>
            <p className="text-sm wrap-anywhere text-muted-foreground">{proposal.description}</p>
          </div>
          <p className="text-sm">{t('federationDirectory.send.reviewNote')}</p>
          <FormMessage role="alert">{errors.root?.message}</FormMessage>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" disabled={isBusy} onClick={() => onCancel(proposal)}>
              {t('federationDirectory.send.cancel')}
            </Button>
            <Button disabled={isBusy} onClick={() => onApprove(proposal)}>
              {t('federationDirectory.send.approve')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-hours`}>{t('federationDirectory.send.hours')}</Label>
            <Input
              {...field('hours')}
              inputMode="decimal"
              autoComplete="off"
              className="w-32"
              {...form.register('hours', { setValueAs: readHours })}
            />
            <FormMessage id={`${id}-hours-error`}>{validation(errors.hours?.message)}</FormMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>{t('federationDirectory.send.descriptionLabel')}</Label>
            <Textarea {...field('description')} maxLength={500} {...form.register('description')} />
            <FormMessage id={`${id}-description-error`}>
              {validation(errors.description?.message)}
            </FormMessage>
          </div>
          <FormMessage role="alert">{errors.root?.message}</FormMessage>
          <div className="flex justify-end">
            <Button type="submit" disabled={isBusy}>
              {propose.isPending
                ? t('federationDirectory.send.proposing')
                : t('federationDirectory.send.propose')}
            </Button>
          </div>
        </form>
      )}
    </ActionDialog>
  );
}
