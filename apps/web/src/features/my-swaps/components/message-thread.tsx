import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { messageBodyLimit } from '@skillswap/contracts/swap-lifecycle';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useMarkThreadRead, useMessages, useSendMessage } from '../api/swap-messages.ts';
import { splitMessageLinks } from '../message-links.ts';

/** The swap's conversation between its two members, newest at the bottom. */
export function MessageThread({ swapId, isOpen }: { swapId: string; isOpen: boolean }) {
  const id = useId();
  const thread = useMessages(swapId);
  const send = useSendMessage(swapId);
  const markRead = useMarkThreadRead(swapId);
  const [draft, setDraft] = useState('');
  // One key per message being written: a retry of the same text after a lost answer is not sent twice.
  const keyRef = useRef(crypto.randomUUID());
  const unread = thread.data?.unread ?? 0;
  const { mutate: markAsRead, isPending: isMarking, isError: hasMarkFailed } = markRead;

  // Seeing the thread reads it; a failed attempt is not retried in a loop (the next visit tries again).
  useEffect(() => {
    if (unread > 0 && !isMarking && !hasMarkFailed) markAsRead();
  }, [unread, isMarking, hasMarkFailed, markAsRead]);

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    send.mutate(
      { body, key: keyRef.current },
      {
        onSuccess: () => {
          setDraft('');
          keyRef.current = crypto.randomUUID();
        },
        onError: (error) => toast.error(getErrorMessage(error, 'Your message could not be sent')),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-3 self-start rounded-lg border p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Messages
      </h2>
      {thread.isPending ? (
        <Spinner className="justify-center text-2xl text-primary" />
      ) : thread.isError ? (
        <p className="text-sm text-muted-foreground">Messages could not be loaded.</p>
      ) : thread.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No messages yet. Say hello and plan your first session.
        </p>
      ) : (
        <ol className="grid max-h-96 content-start gap-2 overflow-y-auto" aria-live="polite">
          {thread.data.items.map((message) => (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                message.isMine
                  ? 'justify-self-end bg-primary text-primary-foreground'
                  : 'justify-self-start bg-muted',
              )}
            >
              <span className="sr-only">{message.isMine ? 'You' : message.sender.fullName}: </span>
              <MessageBody body={message.body} />
              <time
                dateTime={message.createdAt}
                className={cn(
                  'block text-xs',
                  message.isMine ? 'text-primary-foreground' : 'text-muted-foreground',
                )}
              >
                {new Date(message.createdAt).toLocaleString(undefined, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          ))}
        </ol>
      )}
      {isOpen ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Label htmlFor={`${id}-draft`}>Write a message</Label>
          <Textarea
            id={`${id}-draft`}
            rows={2}
            maxLength={messageBodyLimit}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={`${id}-hint`}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line; Enter that ends an IME composition does neither.
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              Enter sends, Shift+Enter starts a new line.
            </p>
            <Button type="submit" className="ml-auto" disabled={send.isPending || !draft.trim()}>
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">This swap is closed, so its messages are read-only.</p>
      )}
    </section>
  );
}

/** A message's text with its http(s) addresses as links that open in a new tab and pass nothing on. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
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
