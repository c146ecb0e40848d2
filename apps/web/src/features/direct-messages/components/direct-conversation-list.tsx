import { ConversationLink } from '@/components/member/conversation-link.tsx';
import type { DirectConversation } from '@skillswap/contracts/direct-messages/schemas';
import { directThreadPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useDirectConversations } from '../api/direct-messages.ts';

/**
 * The inbox's direct conversations (Elite first messages), above the swap threads: shown only when the member
 * has one, with today's count of new conversations for the member who opens them.
 */
export function DirectConversationList({ timeZone }: { timeZone?: string | undefined }) {
  const { t } = useTranslation();
  const conversations = useDirectConversations();
  const items = conversations.data?.items ?? [];
  if (items.length === 0) return null;
  const { openedToday, dailyLimit } = conversations.data!;
  return (
    <section aria-labelledby="direct-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="direct-heading" className="text-xl font-semibold">
          {t('elite.inbox.title')}
        </h2>
        {items.some((item) => item.isOpener) && (
          <p className="text-sm text-muted-foreground">
            {t('elite.inbox.openedToday', { count: openedToday, limit: dailyLimit })}
          </p>
        )}
      </div>
      <ul className="grid divide-y rounded-lg border">
        {items.map((conversation) => (
          <li key={conversation.id}>
            <DirectRow conversation={conversation} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DirectRow({
  conversation,
  timeZone,
}: {
  conversation: DirectConversation;
  timeZone?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ConversationLink
      href={directThreadPath(conversation.id)}
      partner={conversation.partner}
      lastActivityAt={conversation.lastActivityAt}
      subtitle={conversation.isOpener ? t('elite.inbox.youWroteFirst') : t('elite.inbox.theyWroteFirst')}
      lastMessage={conversation.lastMessage}
      unread={conversation.unread}
      timeZone={timeZone}
      words={{ you: t('elite.inbox.youPrefix'), unread: t('elite.inbox.unread') }}
    />
  );
}
