import { Link } from 'react-router';
import type { Conversation } from '@skillswap/contracts/swap-lifecycle/schemas';
import { ConversationLink } from '@/components/member/conversation-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
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
  const { t } = useTranslation();
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner className="justify-center py-12 text-2xl text-primary" />;
  if (conversations.isError) {
    return <p className="text-muted-foreground">{t('swaps.inbox.loadFailed')}</p>;
  }
  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6">
        <p className="text-muted-foreground">{t('swaps.inbox.empty')}</p>
        <Button asChild variant="outline">
          <Link to={mySwapsPath}>{t('swaps.inbox.goToMySwaps')}</Link>
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
          {conversations.isFetchingNextPage ? t('swaps.inbox.loading') : t('swaps.inbox.older')}
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
  const { t } = useTranslation();
  return (
    <ConversationLink
      href={href}
      partner={conversation.partner}
      lastActivityAt={conversation.lastActivityAt}
      subtitle={`${conversation.offeredSkill} ⇄ ${conversation.requestedSkill}`}
      lastMessage={conversation.lastMessage}
      unread={conversation.unread}
      timeZone={timeZone}
      words={{ you: t('swaps.inbox.youPrefix'), unread: t('swaps.inbox.unread') }}
    />
  );
}
