import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/** The header's way to the inbox, with the count of unread messages over all the member's swaps. */
export function MessagesLink({ to, unread }: { to: string; unread: number }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={to}
      aria-label={unread > 0 ? t('swaps.inbox.linkUnread', { count: unread }) : t('swaps.inbox.title')}
      className={({ isActive }) =>
        cn(
          'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
          isActive && 'text-foreground',
        )
      }
    >
      <MessageSquare aria-hidden="true" className="size-4" />
      {unread > 0 && (
        <span
          data-testid="messages-unread-badge"
          className="flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground"
        >
          {unread}
        </span>
      )}
    </NavLink>
  );
}
