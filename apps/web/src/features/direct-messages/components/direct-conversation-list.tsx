import { Link } from 'react-router';
import type { DirectConversation } from '@skillswap/contracts/direct-messages';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { directThreadPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
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
  const { partner, lastMessage, unread } = conversation;
  const isUnread = unread > 0;
  return (
    <Link
      to={directThreadPath(conversation.id)}
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
          {conversation.isOpener ? t('elite.inbox.youWroteFirst') : t('elite.inbox.theyWroteFirst')}
        </span>
        {lastMessage && (
          <span className={cn('line-clamp-2 text-sm break-words', !isUnread && 'text-muted-foreground')}>
            {lastMessage.isMine ? t('elite.inbox.youPrefix') : ''}
            {lastMessage.preview}
          </span>
        )}
      </div>
      {isUnread && (
        <span className="flex min-w-6 shrink-0 items-center justify-center self-center rounded-full bg-primary px-1.5 text-xs leading-6 font-semibold text-primary-foreground">
          {unread}
          <span className="sr-only">{t('elite.inbox.unread')}</span>
        </span>
      )}
    </Link>
  );
}
