import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';

/** The bell: unread count on the icon, the latest notifications in a menu; opening one marks it read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const label =
    unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.title');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 end-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between">
          <DropdownMenuLabel>{t('notifications.bell.title')}</DropdownMenuLabel>
          {unread > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-2"
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.bell.markAllRead')}
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {t('notifications.bell.empty')}
          </p>
        ) : (
          items.map((item) => (
            <DropdownMenuItem
              key={item.id}
              asChild
              className={cn('grid items-start gap-0.5', !item.isRead && 'bg-primary/5')}
              onSelect={() => !item.isRead && markRead.mutate([item.id])}
            >
              <Link to={item.link ?? '/swaps'}>
                <span className={cn('text-sm', !item.isRead && 'font-semibold')}>{item.title}</span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{item.body}</span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
