import { QueryClientProvider } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { BalanceChip } from '@/features/ledger/components/balance-chip.tsx';
import { MessagesLink } from '@/features/messages/components/messages-link.tsx';
import { useSwapSummary } from '@/features/swap-lifecycle/api/get-swap-summary.ts';
import { MySwapsLink } from '@/features/swap-lifecycle/components/my-swaps-link.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { DefaultTimeZone } from '@/features/sessions/components/default-time-zone.tsx';
import { LiveUpdates } from '@/lib/live/live-updates.tsx';
import { queryClient } from '@/lib/query-client.ts';

/**
 * What a signed-in member sees in the header: My Swaps with the count waiting for them, Messages with the
 * unread count, their SkillCoin balance and the notification bell. Loaded only for members, so visitors never
 * download React Query.
 */
export function MemberStatusBar() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex items-center gap-0.5">
        <MySwapsLink to={paths.mySwaps} />
        <InboxLink />
        <BalanceChip to={paths.mySwaps} />
        <NotificationBell />
      </div>
      <LiveUpdates />
      <DefaultTimeZone />
    </QueryClientProvider>
  );
}

/** Messages in the header, with the unread count My Swaps' summary already carries (one request for both). */
function InboxLink() {
  const summary = useSwapSummary();
  return <MessagesLink to={paths.messages} unread={summary.data?.unreadMessages ?? 0} />;
}
