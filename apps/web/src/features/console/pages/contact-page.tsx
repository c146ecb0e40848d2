import { useState } from 'react';
import type { InboxMessage } from '@skillswap/contracts/admin-contact';
import { contactStatuses, type ContactStatus } from '@skillswap/contracts/contact';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useContactInbox, useReplyToContactMessage, useSetContactStatus } from '../api/contact.ts';
import { AccountManagerMark } from '../components/account-manager-mark.tsx';

const statusLabels: Record<ContactStatus, string> = { new: 'New', open: 'Open', closed: 'Closed' };
const received = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/contact: what visitors and members wrote through the contact form, answered by mail. */
export function ContactPage() {
  const [status, setStatus] = useState<ContactStatus>('new');
  const inbox = useContactInbox(status);
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Contact inbox</h1>
        <p className="text-muted-foreground">Answers go by mail to the address the message came from.</p>
      </header>
      <div role="group" aria-label="Messages to show" className="flex flex-wrap gap-2">
        {contactStatuses.map((option) => (
          <Button
            key={option}
            variant={option === status ? 'default' : 'outline'}
            size="sm"
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {statusLabels[option]}
          </Button>
        ))}
      </div>
      {inbox.isPending ? (
        <LoadingPanel label="Loading messages" className="py-12" />
      ) : inbox.isError ? (
        <RetryPanel
          message="The inbox could not be loaded."
          onRetry={() => void inbox.refetch()}
          className="py-12"
        />
      ) : inbox.data.messages.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          No {statusLabels[status].toLowerCase()} messages.
        </p>
      ) : (
        <ul className="grid gap-4" aria-label={`${statusLabels[status]} messages`}>
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

/** How long a message has waited, in the largest unit that keeps it short: "5 min", "3 h 20 min", "2 days". */
function describeWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / (24 * 60))} days`;
}

function InboxItem({ message }: { message: InboxMessage }) {
  const [reply, setReply] = useState('');
  const send = useReplyToContactMessage(message.id);
  const setStatus = useSetContactStatus(message.id);
  const replyId = `contact-reply-${message.id}`;
  const changeStatus = (status: ContactStatus, done: string) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(getErrorMessage(error, 'The message could not be moved.')),
    });
  return (
    <article aria-labelledby={`contact-subject-${message.id}`} className="grid gap-3 rounded-lg border p-4">
      <header className="grid gap-1">
        <h2 id={`contact-subject-${message.id}`} className="font-semibold break-words">
          <AccountManagerMark message={message} />
          {message.isPriority && <Badge className="me-2 align-middle">Priority</Badge>}
          {message.subject}
        </h2>
        <p className="text-sm break-words text-muted-foreground">
          {message.name} · {message.email} · {received.format(new Date(message.receivedAt))} · waited{' '}
          {describeWait(message.waitedMinutes)}
          {message.memberId ? ' · member' : ''}
          {message.repliesSent > 0
            ? ` · ${message.repliesSent} ${message.repliesSent === 1 ? 'reply' : 'replies'} sent`
            : ''}
        </p>
      </header>
      <p className="text-sm break-words whitespace-pre-line">{message.message}</p>
      {message.status !== 'closed' && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(reply.trim(), {
              onSuccess: () => {
                setReply('');
                toast.success('Reply sent', { description: `Mailed to ${message.email}` });
              },
              onError: (error) => toast.error(getErrorMessage(error, 'The reply could not be sent.')),
            });
          }}
        >
          <Label htmlFor={replyId}>Reply</Label>
          <Textarea
            id={replyId}
            value={reply}
            maxLength={5000}
            onChange={(event) => setReply(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={send.isPending || reply.trim() === ''}>
              Send reply
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() => changeStatus('closed', 'Message closed')}
            >
              Close
            </Button>
          </div>
        </form>
      )}
      {message.status === 'closed' && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={setStatus.isPending}
          onClick={() => changeStatus('open', 'Message reopened')}
        >
          Reopen
        </Button>
      )}
    </article>
  );
}
