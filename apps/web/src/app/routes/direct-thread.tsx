import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { sendMessageSchema } from '@skillswap/contracts/swap-lifecycle/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { memberProfilePath, paths } from '@/config/paths.ts';
import {
  useDirectThread,
  useMarkDirectRead,
  useReplyDirect,
} from '@/features/direct-messages/api/direct-messages.ts';
import { ThreadTimeZone } from '@/features/direct-messages/components/thread-time-zone.tsx';
import { useActingFor } from '@/features/member-helpers/api/acting-for.ts';
import { ReportButton } from '@/features/moderation/components/report-button.tsx';
import { BlockMemberButton } from '@/features/blocks/components/block-member-button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { cn } from '@/lib/cn.ts';

/**
 * /messages/direct/:id (members): a conversation opened without a swap request; reply, block or report. A
 * message a helper wrote says so ("by Ben for Ana", ADR 195). Times are in the zone of the member whose
 * conversation it is, as the thread answers: a helper acting for Ana reads Ana's (ADR 198).
 */
export function DirectThreadPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('elite.thread.documentTitle'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const actingFor = useActingFor();
  const thread = useDirectThread(id);
  const markRead = useMarkDirectRead(id);
  const unread = thread.data?.conversation.unread ?? 0;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unread > 0) markAsRead();
  }, [unread, markAsRead]);

  if (thread.isPending) return <Spinner className="justify-center py-12 text-2xl text-primary" />;
  if (thread.isError) {
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
        <p className="text-muted-foreground">{t('elite.thread.notFound')}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.messages}>{t('elite.thread.back')}</Link>
        </Button>
      </section>
    );
  }
  const { conversation, items, timeZone } = thread.data;
  const partner = conversation.partner;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-3">
        <Link
          to={paths.messages}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          {t('elite.thread.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">
          <Link to={memberProfilePath(partner.id)} className="underline-offset-4 hover:underline">
            {partner.fullName}
          </Link>
        </h1>
        <p className="text-sm text-muted-foreground">
          {conversation.isOpener ? t('elite.thread.youOpened') : t('elite.thread.theyOpened')}
        </p>
        <ThreadTimeZone timeZone={timeZone} memberName={actingFor?.name ?? null} />
        <div className="flex flex-wrap gap-2">
          {!conversation.isBlocked && (
            <BlockMemberButton
              memberId={partner.id}
              memberName={partner.fullName}
              onBlocked={() => void navigate(paths.messages)}
            />
          )}
          <ReportButton targetKind="member" targetId={partner.id} targetName={partner.fullName} />
        </div>
      </header>
      <ol className="grid gap-3" aria-label={t('elite.thread.messages')}>
        {items.map((message) => (
          <li
            key={message.id}
            className={cn(
              'grid max-w-[85%] gap-1 rounded-lg border px-3 py-2',
              message.isMine ? 'justify-self-end bg-primary/10' : 'justify-self-start bg-muted/40',
            )}
          >
            <span className="text-xs font-medium">
              {message.isMine ? t('elite.thread.you') : message.sender.fullName}
              {message.helper && (
                // Written by the sender's helper (ADR 195): both members see who wrote it.
                <span className="font-normal text-muted-foreground">
                  {' · '}
                  {t('memberHelpers.byFor', {
                    helper: message.helper.name,
                    member: message.sender.fullName,
                  })}
                </span>
              )}
            </span>
            <p className="text-sm wrap-anywhere whitespace-pre-wrap">{message.body}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RelativeTime
                at={message.createdAt}
                timeZone={timeZone}
                className="text-xs text-muted-foreground"
              />
              {!message.isMine && (
                <ReportButton
                  targetKind="direct_message"
                  targetId={String(message.id)}
                  targetName={t('elite.thread.reportMessage', { name: message.sender.fullName })}
                  className="h-7 px-2 text-xs"
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      {conversation.isBlocked ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">{t('elite.thread.blocked')}</p>
      ) : (
        <ReplyForm conversationId={id} />
      )}
    </section>
  );
}

type ReplyValues = z.input<typeof sendMessageSchema>;
type ReplyInput = z.output<typeof sendMessageSchema>;

/** A reply, checked with the contract's message schema before it is sent. */
function ReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const reply = useReplyDirect(conversationId);
  const { register, handleSubmit, setError, reset, formState } = useForm<ReplyValues, unknown, ReplyInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: '' },
  });
  const send = handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync(body);
      reset({ body: '' });
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['body'], validation)) return;
      setError('root', { message: t('elite.thread.replyFailed') });
    }
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void send(event)}>
      <FormField label={t('elite.thread.replyLabel')} error={validation(formState.errors.body?.message)}>
        {(control) => <Textarea maxLength={2000} {...control} {...register('body')} />}
      </FormField>
      <FormMessage>{formState.errors.root?.message}</FormMessage>
      <Button type="submit" className="justify-self-end" disabled={formState.isSubmitting}>
        {t('elite.thread.send')}
      </Button>
    </form>
  );
}
