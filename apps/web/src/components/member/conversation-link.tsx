import { Link } from 'react-router';
import type { SwapMember } from '@skillswap/contracts/swap-lifecycle/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { cn } from '@/lib/cn.ts';

/** One inbox row: who, when, what about, the newest message's preview and the unread count. */
export function ConversationLink({
  href,
  partner,
  lastActivityAt,
  subtitle,
  lastMessage,
  unread,
  timeZone,
  words,
}: {
  href: string;
  partner: SwapMember;
  lastActivityAt: string;
  subtitle: string;
  lastMessage: { preview: string; isMine: boolean } | null;
  unread: number;
  timeZone?: string | undefined;
  /** "You: " before the member's own message, and " unread" after the count, in the page's language. */
  words: { you: string; unread: string };
}) {
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
            at={lastActivityAt}
            timeZone={timeZone}
            className="shrink-0 text-xs text-muted-foreground"
          />
        </div>
        <span className="truncate text-xs text-muted-foreground">{subtitle}</span>
        {lastMessage && (
          <span className={cn('line-clamp-2 text-sm wrap-anywhere', !isUnread && 'text-muted-foreground')}>
            {lastMessage.isMine ? words.you : ''}
            {lastMessage.preview}
          </span>
        )}
      </div>
      {isUnread && (
        <span className="flex min-w-6 shrink-0 items-center justify-center self-center rounded-full bg-primary px-1.5 text-xs leading-6 font-semibold text-primary-foreground">
          {unread}
          <span className="sr-only">{words.unread}</span>
        </span>
      )}
    </Link>
  );
}
