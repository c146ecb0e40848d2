import { useId, useState, type FormEvent } from 'react';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useSendRemoteSwapRequest } from '../api/remote-swap-requests.ts';
import type { PartnerDirectoryItem } from '../partner-directory-view.ts';
import { maxRequestMessage, requestMessageProblem } from '../request-swap.ts';

/**
 * "Request a swap" with a member of another exchange (ADR 206): one message, delivered to their exchange,
 * where they accept or decline it; the answer shows on My Swaps.
 */
export function RequestSwapDialog({ member }: { member: PartnerDirectoryItem }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ message?: string; form?: string }>({});
  const send = useSendRemoteSwapRequest();

  const onOpenChange = (open: boolean) => {
    if (!open) {
      setMessage('');
      setErrors({});
    }
    setIsOpen(open);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = requestMessageProblem(message);
    if (problem) {
      setErrors({
        message: t(
          problem === 'missing'
            ? 'federationDirectory.request.messageMissing'
            : 'federationDirectory.request.messageTooLong',
        ),
      });
      return;
    }
    send.mutate(
      { recipient: `${member.node}/${member.id}`, message: message.trim() },
      {
        onSuccess: (sent) => {
          const recipient = `${member.name} · ${member.node}`;
          toast.success(
            sent.state === 'sending'
              ? t('federationDirectory.request.queued', { recipient })
              : t('federationDirectory.request.sent', { recipient }),
          );
          onOpenChange(false);
        },
        onError: (failure) =>
          setErrors({ form: getErrorMessage(failure, t('federationDirectory.request.failed')) }),
      },
    );
  };

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
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>{t('federationDirectory.request.messageLabel')}</Label>
          <Textarea
            id={`${id}-message`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
            maxLength={maxRequestMessage}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FormMessage id={`${id}-message-error`}>{errors.message}</FormMessage>
        </div>
        <FormMessage role="alert">{errors.form}</FormMessage>
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
