import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactReplySchema, type InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import { contactStatuses, type ContactStatus } from '@skillswap/contracts/contact/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useContactInbox, useReplyToContactMessage, useSetContactStatus } from '../api/contact.ts';
import { AccountManagerMark } from '../components/account-manager-mark.tsx';

/** /admin/contact: what visitors and members wrote through the contact form, answered by mail. */
export function ContactPage() {
  const [status, setStatus] = useState<ContactStatus>('new');
  const inbox = useContactInbox(status);
  const { t } = useTranslation();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.contact.title')}</h1>
        <p className="text-muted-foreground">{t('console.contact.description')}</p>
      </header>
      <div role="group" aria-label={t('console.contact.filter')} className="flex flex-wrap gap-2">
        {contactStatuses.map((option) => (
          <Button
            key={option}
            variant={option === status ? 'default' : 'outline'}
            size="sm"
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {t(`console.contact.status.${option}`)}
          </Button>
        ))}
      </div>
      {inbox.isPending ? (
        <LoadingPanel label={t('console.contact.loading')} className="py-12" />
      ) : inbox.isError ? (
        <RetryPanel
          message={t('console.contact.loadFailed')}
          onRetry={() => void inbox.refetch()}
          className="py-12"
        />
      ) : inbox.data.messages.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t(`console.contact.none.${status}`)}
        </p>
      ) : (
        <ul className="grid gap-4" aria-label={t(`console.contact.list.${status}`)}>
          {inbox.data.messages.map((message) => (
            <li key={message.id}>
              <InboxItem message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * How long a message has waited, in the largest unit that keeps it short: "5 min", "3 h 20 min", "2 days".
 */
function describeWait(t: Translate, minutes: number): string {
  if (minutes < 60) return t('console.contact.wait.minutes', { minutes });
  if (minutes < 48 * 60)
    return t('console.contact.wait.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return t('console.contact.wait.days', { days: Math.floor(minutes / (24 * 60)) });
}

type ReplyValues = z.input<typeof contactReplySchema>;
type ReplyInput = z.output<typeof contactReplySchema>;

function InboxItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const { moment } = useFormatters();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<ReplyValues, unknown, ReplyInput>({
    resolver: zodResolver(contactReplySchema),
    defaultValues: { reply: '' },
  });
  const send = useReplyToContactMessage(message.id);
  const setStatus = useSetContactStatus(message.id);
  const sendReply = handleSubmit(async ({ reply }) => {
    try {
      await send.mutateAsync(reply);
      reset();
      toast.success(t('console.contact.replySent'), {
        description: t('console.contact.mailedTo', { email: message.email }),
      });
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reply'], validation)) return;
      toast.error(getErrorMessage(failure, t('console.contact.replyFailed')));
    }
  });
  const changeStatus = (status: ContactStatus, done: string) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(getErrorMessage(error, t('console.contact.moveFailed'))),
    });
  return (
    <article aria-labelledby={`contact-subject-${message.id}`} className="grid gap-3 rounded-lg border p-4">
      <header className="grid gap-1">
        <h2 id={`contact-subject-${message.id}`} className="font-semibold wrap-anywhere">
          <AccountManagerMark message={message} />
          {message.isPriority && <Badge className="me-2 align-middle">{t('console.contact.priority')}</Badge>}
          {message.subject}
        </h2>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          {[
            message.name,
            message.email,
            moment(message.receivedAt),
            t('console.contact.waited', { wait: describeWait(t, message.waitedMinutes) }),
            ...(message.memberId ? [t('console.contact.fromMember')] : []),
            ...(message.repliesSent > 0
              ? [t('console.contact.repliesSent', { count: message.repliesSent })]
              : []),
          ].join(' · ')}
        </p>
      </header>
      <p className="text-sm wrap-anywhere whitespace-pre-line">{message.message}</p>
      {message.status !== 'closed' && (
        <form className="grid gap-2" noValidate onSubmit={(event) => void sendReply(event)}>
          <FormField label={t('console.contact.reply')} error={validation(formState.errors.reply?.message)}>
            {(control) => <Textarea maxLength={5000} {...control} {...register('reply')} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('console.contact.send')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() => changeStatus('closed', t('console.contact.closed'))}
            >
              {t('console.contact.close')}
            </Button>
          </div>
        </form>
      )}
      {message.status === 'closed' && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={setStatus.isPending}
          onClick={() => changeStatus('open', t('console.contact.reopened'))}
        >
          {t('console.contact.reopen')}
        </Button>
      )}
    </article>
  );
}
