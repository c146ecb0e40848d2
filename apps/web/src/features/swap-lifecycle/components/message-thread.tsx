import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  messageBodyLimit,
  sendMessageSchema,
  type SwapMessage,
} from '@skillswap/contracts/swap-lifecycle/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useMarkThreadRead, useMessages, useSendMessage } from '../api/swap-messages.ts';
import { splitMessageLinks } from '../message-links.ts';
import { MessageHelperLine } from './message-helper-line.tsx';
import {
  addPending,
  findSeenMessageId,
  isNearBottom,
  isSendKey,
  markSent,
  setPendingStatus,
  stillPending,
  type PendingMessage,
} from '../pending-messages.ts';

type DraftValues = z.input<typeof sendMessageSchema>;
type DraftInput = z.output<typeof sendMessageSchema>;

/** The swap's conversation between its two members, newest at the bottom. */
export function MessageThread({
  swapId,
  isOpen,
  renderMessageActions,
  timeZone,
  id: anchorId,
}: {
  /** The section's own id, for links that jump to the thread (`#messages`). */
  id?: string;
  swapId: string;
  isOpen: boolean;
  /** The member's saved time zone, for the exact time behind each relative one. */
  timeZone?: string | undefined;
  /** Shown under the other member's messages, e.g. Report (composed by the route). */
  renderMessageActions?: (message: SwapMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const thread = useMessages(swapId);
  const send = useSendMessage(swapId);
  const markRead = useMarkThreadRead(swapId);
  const { register, handleSubmit, reset, formState } = useForm<DraftValues, unknown, DraftInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: '' },
  });
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  // Whether the member is reading the end of the thread: new messages then keep it in view.
  const isAtEndRef = useRef(true);
  const unread = thread.data?.unread ?? 0;
  const { mutate: markAsRead, isPending: isMarking, isError: hasMarkFailed } = markRead;
  const items = useMemo(() => thread.data?.items ?? [], [thread.data]);
  const shownIds = useMemo(() => new Set(items.map((message) => message.id)), [items]);
  const waiting = stillPending(pending, shownIds);
  const newestKey = `${items.at(-1)?.id ?? ''}:${waiting.length}`;
  const seenMessageId = findSeenMessageId(items, thread.data?.seenUpTo ?? null);

  // Seeing the thread reads it; a failed attempt is not retried in a loop (the next visit tries again).
  useEffect(() => {
    if (unread > 0 && !isMarking && !hasMarkFailed) markAsRead();
  }, [unread, isMarking, hasMarkFailed, markAsRead]);

  // The newest message in view: on opening, on each new one while at the end, and after sending.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && isAtEndRef.current) list.scrollTop = list.scrollHeight;
  }, [newestKey]);

  /** Sends (or sends again) under the message's own key; the thread shows it at once either way. */
  const deliver = (key: string, body: string) => {
    setPending((list) => setPendingStatus(list, key, 'sending'));
    send.mutateAsync({ body, key }).then(
      (message) => setPending((list) => markSent(list, key, message.id)),
      (error: unknown) => {
        setPending((list) => setPendingStatus(list, key, 'failed'));
        toast.error(getErrorMessage(error, t('swaps.thread.sendFailed')));
      },
    );
  };

  // Sent at once under a new key; the thread shows it as waiting until the server has it.
  const sendDraft = ({ body }: DraftInput) => {
    const key = crypto.randomUUID();
    isAtEndRef.current = true;
    reset({ body: '' });
    setPending((list) => addPending(list, key, body));
    deliver(key, body);
  };
  const draftError = validation(formState.errors.body?.message);

  return (
    <section
      id={anchorId}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 content-start gap-3 self-start rounded-lg border p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('swaps.thread.title')}
      </h2>
      {thread.isPending ? (
        <Spinner className="justify-center text-2xl text-primary" />
      ) : thread.isError ? (
        <p className="text-sm text-muted-foreground">{t('swaps.thread.loadFailed')}</p>
      ) : items.length === 0 && waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('swaps.thread.empty')}</p>
      ) : (
        <ol
          ref={listRef}
          onScroll={(event) => (isAtEndRef.current = isNearBottom(event.currentTarget))}
          className="grid max-h-96 content-start gap-2 overflow-y-auto"
          aria-live="polite"
        >
          {items.map((message) => (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                message.isMine
                  ? 'justify-self-end bg-primary text-primary-foreground'
                  : 'justify-self-start bg-muted',
              )}
            >
              <span className="sr-only">
                {message.isMine
                  ? t('swaps.thread.fromYou')
                  : t('swaps.thread.from', { name: message.sender.fullName })}
              </span>
              <MessageBody body={message.body} />
              <MessageHelperLine message={message} />
              <RelativeTime
                at={message.createdAt}
                timeZone={timeZone}
                className={cn(
                  'block text-xs',
                  message.isMine ? 'text-primary-foreground' : 'text-muted-foreground',
                )}
              />
              {message.id === seenMessageId && (
                <span className="block text-end text-xs font-medium text-primary-foreground">
                  {t('swaps.thread.seen')}
                </span>
              )}
              {!message.isMine && renderMessageActions?.(message)}
            </li>
          ))}
          {waiting.map((message) => (
            <li
              key={message.key}
              className={cn(
                'max-w-[85%] justify-self-end rounded-lg px-3 py-2 text-sm',
                // Full contrast while sending too: "Sending..." says what the faded bubble used to (axe
                // measured the faded one below 4.5:1).
                message.status === 'failed'
                  ? 'border border-destructive bg-background'
                  : 'border border-dashed border-primary-foreground/60 bg-primary text-primary-foreground',
              )}
            >
              <span className="sr-only">{t('swaps.thread.fromYou')}</span>
              <MessageBody body={message.body} />
              {message.status === 'failed' ? (
                <span className="flex items-center gap-2 text-xs text-destructive">
                  {t('swaps.thread.notSent')}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-xs"
                    onClick={() => deliver(message.key, message.body)}
                  >
                    {t('swaps.thread.retry')}
                  </Button>
                </span>
              ) : message.status === 'sending' ? (
                <span className="block text-xs">{t('swaps.thread.sending')}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {isOpen ? (
        <form noValidate className="grid gap-2" onSubmit={(event) => void handleSubmit(sendDraft)(event)}>
          <Label htmlFor={`${id}-draft`}>{t('swaps.thread.write')}</Label>
          <Textarea
            id={`${id}-draft`}
            rows={2}
            maxLength={messageBodyLimit}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? `${id}-draft-message ${id}-hint` : `${id}-hint`}
            {...register('body')}
            onKeyDown={(event) => {
              const { key, shiftKey } = event;
              if (!isSendKey({ key, shiftKey, isComposing: event.nativeEvent.isComposing })) return;
              event.preventDefault();
              void handleSubmit(sendDraft)();
            }}
          />
          <FormMessage id={`${id}-draft-message`}>{draftError}</FormMessage>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t('swaps.thread.hint')}
            </p>
            <Button type="submit" className="ms-auto">
              {t('swaps.thread.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t('swaps.thread.closed')}</p>
      )}
    </section>
  );
}

/** A message's text with its http(s) addresses as links that open in a new tab and pass nothing on. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="wrap-anywhere whitespace-pre-wrap">
      {splitMessageLinks(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2 [overflow-wrap:anywhere]"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
