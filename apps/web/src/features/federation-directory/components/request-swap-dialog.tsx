import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendRemoteSwapRequestSchema } from '@skillswap/contracts/federation/swap-request-schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useSendRemoteSwapRequest } from '../api/remote-swap-requests.ts';
import type { PartnerDirectoryItem } from '../partner-directory-view.ts';
import { maxRequestMessage } from '../request-swap.ts';

type RequestValues = z.input<typeof sendRemoteSwapRequestSchema>;
type RequestInput = z.output<typeof sendRemoteSwapRequestSchema>;

/**
 * "Request a swap" with a member of another exchange (ADR 206): one message, delivered to their exchange,
 * where they accept or decline it; the answer shows on My Swaps.
 */
export function RequestSwapDialog({ member }: { member: PartnerDirectoryItem }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const send = useSendRemoteSwapRequest();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    RequestValues,
    unknown,
    RequestInput
  >({
    resolver: zodResolver(sendRemoteSwapRequestSchema),
    defaultValues: { recipient: `${member.node}/${member.id}`, message: '' },
  });
  const messageError = validation(formState.errors.message?.message);

  const onOpenChange = (open: boolean) => {
    if (!open) {
      reset();
      setFormError(undefined);
    }
    setIsOpen(open);
  };

  const submit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      const sent = await send.mutateAsync(input);
      const recipient = `${member.name} · ${member.node}`;
      toast.success(
        sent.state === 'sending'
          ? t('federationDirectory.request.queued', { recipient })
          : t('federationDirectory.request.sent', { recipient }),
      );
      onOpenChange(false);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['message'], validation)) return;
      setFormError(getErrorMessage(failure, t('federationDirectory.request.failed')));
    }
  });

  return (
    <ActionDialog
      trigger={
        <Button size="sm" aria-label={t('federationDirectory.request.openFor', { name: member.name })}>
          {t('federationDirectory.request.open')}
        </Button>
      }
      title={t('federationDirectory.request.title', { name: member.name, node: member.node })}
      description={t('federationDirectory.request.description')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>{t('federationDirectory.request.messageLabel')}</Label>
          <Textarea
            id={`${id}-message`}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
            maxLength={maxRequestMessage}
            {...register('message')}
          />
          <FormMessage id={`${id}-message-error`}>{messageError}</FormMessage>
        </div>
        <FormMessage role="alert">{formError}</FormMessage>
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending
              ? t('federationDirectory.request.sending')
              : t('federationDirectory.request.send')}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
