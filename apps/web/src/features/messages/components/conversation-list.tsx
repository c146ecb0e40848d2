import { Link } from 'react-router';
import type { Conversation } from '@skillswap/contracts/swap-lifecycle';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useConversations } from '../api/list-conversations.ts';

interface ConversationListProps {
  /** Where one conversation opens: its swap's page, which holds the thread. */
  threadPath: (swapId: string) => string;
  /** Where a member with no conversation yet can start one. */
  mySwapsPath: string;
  timeZone?: string | undefined;
}

/** The inbox: one row per swap conversation, the latest message first, unread ones marked. */
export function ConversationList({ threadPath, mySwapsPath, timeZone }: ConversationListProps) {
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner className="justify-center py-12 text-2xl text-primary" />;
  if (conversations.isError) {
    return <p className="text-muted-foreground">Your conversations could not be loaded. Please try again.</p>;
  }
  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p className="text-muted-foreground">
          No conversations yet. When you or a swap partner write about a swap, the conversation appears here.
        </p>
        <Button asChild variant="outline">
          <Link to={mySwapsPath}>Go to My Swaps</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid divide-y rounded-lg border">
        {items.map((conversation) => (
          <li key={conversation.swapId}>
            <ConversationRow
              conversation={conversation}
              href={threadPath(conversation.swapId)}
              timeZone={timeZone}
            />
          </li>
        ))}
      </ul>
      {conversations.hasNextPage && (
        <Button
          variant="ghost"
          className="justify-self-center"
          disabled={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          {conversations.isFetchingNextPage ? 'Loading...' : 'Show older conversations'}
        </Button>
      )}
    </div>
  );
}

function ConversationRow({
  conversation,
  href,
  timeZone,
}: {
  conversation: Conversation;
  href: string;
  timeZone?: string | undefined;
}) {
  const { partner, lastMessage, unread } = conversation;
  const isUnread = unread > 0;
  return (
    <Link
      to={href}
      className="flex min-w-0 items-start gap-3 p-4 transition-colors hover:bg-muted focus-visible:bg-muted"
    >
      <MemberAvatar name={partner.fullName} avatarUrl={partner.avatarUrl} className="size-10 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', isUnread ? 'font-semibold' : 'font-medium')}>
            {partner.fullName}
          </span>
          <RelativeTime
            at={conversation.lastActivityAt}
            timeZone={timeZone}
            className="shrink-0 text-xs text-muted-foreground"
          />
        </div>
        <span className="truncate text-xs text-muted-foreground">
          {conversation.offeredSkill} ⇄ {conversation.requestedSkill}
        </span>
        {lastMessage && (
          <span className={cn('line-clamp-2 text-sm break-words', !isUnread && 'text-muted-foreground')}>
            {lastMessage.isMine ? 'You: ' : ''}
            {lastMessage.preview}
          </span>
        )}
      </div>
      {isUnread && (
        <span className="flex min-w-6 shrink-0 items-center justify-center self-center rounded-full bg-primary px-1.5 text-xs leading-6 font-semibold text-primary-foreground">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}
