import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendRemoteSwapMessageSchema } from '@skillswap/contracts/federation/swap-message-schemas';
import type { RemoteSwapRequest } from '@skillswap/contracts/federation/swap-request-schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useRemoteSwapThread, useSendRemoteSwapMessage } from '../api/remote-swap-messages.ts';
import { maxRequestMessage } from '../request-swap.ts';
import { conversationItems, isConversationOpen } from '../swap-conversation.ts';

type MessageValues = z.input<typeof sendRemoteSwapMessageSchema>;
type MessageInput = z.output<typeof sendRemoteSwapMessageSchema>;

/**
 * The conversation of one swap request across exchanges (ADR 210), a disclosure under the request on My
 * Swaps:
 * the messages in order, each author as "name · node", and a field to write to the other member while the
 * request is pending or accepted. Errors, the API's included, show under the field.
 */
export function SwapRequestConversation({
  request,
  partner,
}: {
  request: RemoteSwapRequest;
  partner: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState('');
  const thread = useRemoteSwapThread(request.id, isOpen);
  const send = useSendRemoteSwapMessage(request.id);
  const current = thread.data?.request ?? request;
  const canWrite = isConversationOpen(current);
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    MessageValues,
    unknown,
    MessageInput
  >({
    resolver: zodResolver(sendRemoteSwapMessageSchema),
    defaultValues: { body: '' },
  });
  const error = validation(formState.errors.body?.message);

  const submit = handleSubmit(async (input) => {
    setStatus('');
    try {
      const sent = await send.mutateAsync(input.body);
      reset();
      setStatus(
        t(
          sent.delivery === 'sending'
            ? 'federationDirectory.conversation.queued'
            : 'federationDirectory.conversation.sent',
          { partner },
        ),
      );
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['body'], validation)) return;
      setError('body', { message: getErrorMessage(failure, t('federationDirectory.conversation.failed')) });
    }
  });

  return (
    <div className="grid gap-2 pt-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        aria-label={t(
          isOpen ? 'federationDirectory.conversation.hideFor' : 'federationDirectory.conversation.showFor',
          { partner },
        )}
        onClick={() => setIsOpen(!isOpen)}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t(isOpen ? 'federationDirectory.conversation.hide' : 'federationDirectory.conversation.show')}
      </Button>
      {isOpen && (
        <div
          id={`${id}-panel`}
          role="region"
          aria-label={t('federationDirectory.conversation.title', { partner })}
          className="grid min-w-0 gap-3 rounded-md bg-muted/40 p-3"
        >
          {thread.isPending ? (
            <Skeleton className="h-12" />
          ) : thread.isError ? (
            <p className="text-sm text-muted-foreground">
              {t('federationDirectory.conversation.loadFailed')}
            </p>
          ) : (
            <ol className="grid gap-2">
              {conversationItems(thread.data).map((item) => (
                <li
                  key={item.id}
                  className={cn('grid gap-0.5 rounded-md border bg-background p-2', item.mine && 'sm:ms-8')}
                >
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">
                      {item.mine ? t('federationDirectory.conversation.you') : item.authorLabel}
                    </span>
                    {' · '}
                    <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
                  </p>
                  <p className="text-sm wrap-anywhere whitespace-pre-line">{item.body}</p>
                  {item.deliveryKey && <p className="text-xs text-muted-foreground">{t(item.deliveryKey)}</p>}
                </li>
              ))}
            </ol>
          )}
          {canWrite ? (
            <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2">
              <Label htmlFor={`${id}-message`}>
                {t('federationDirectory.conversation.messageLabel', { partner })}
              </Label>
              <Textarea
                id={`${id}-message`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message-error` : undefined}
                maxLength={maxRequestMessage}
                {...register('body')}
              />
              <FormMessage id={`${id}-message-error`}>{error}</FormMessage>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <p role="status" className="me-auto text-sm text-muted-foreground">
                  {status}
                </p>
                <Button type="submit" size="sm" disabled={send.isPending}>
                  {t(
                    send.isPending
                      ? 'federationDirectory.conversation.sending'
                      : 'federationDirectory.conversation.send',
                  )}
                </Button>
              </div>
            </form>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t(
                current.state === 'sending'
                  ? 'federationDirectory.conversation.notYet'
                  : 'federationDirectory.conversation.closed',
              )}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
