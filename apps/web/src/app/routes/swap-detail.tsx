import { ArrowLeft, MessageSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { SwapStatus } from '@skillswap/contracts/swaps/schemas';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { memberProfilePath, paths } from '@/config/paths.ts';
import { useSwap } from '@/features/swap-lifecycle/api/get-swap.ts';
import { ReportButton } from '@/features/moderation/components/report-button.tsx';
import { MessageThread } from '@/features/swap-lifecycle/components/message-thread.tsx';
import { SwapActions } from '@/features/swap-lifecycle/components/swap-actions.tsx';
import { SwapOverview } from '@/features/swap-lifecycle/components/swap-overview.tsx';
import { SwapTimeline } from '@/features/swap-lifecycle/components/swap-timeline.tsx';
import { describeReviewThanks, otherMemberOf } from '@/features/swap-lifecycle/swap-words.ts';
import { SessionsPanel } from '@/features/sessions/components/sessions-panel.tsx';
import { useSwapSessions } from '@/features/sessions/api/swap-sessions.ts';
import { useTimeZone } from '@/features/sessions/api/time-zone.ts';
import { useSessionTime } from '@/features/sessions/use-session-time.ts';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';
import { useBlockMember } from '@/features/blocks/api/blocks.ts';
import { BlockMemberButton } from '@/features/blocks/components/block-member-button.tsx';
import { DisputePanel } from '@/features/swap-lifecycle/components/dispute-panel.tsx';
import { EditSwapRequestButton } from '@/features/swaps/components/edit-swap-request-button.tsx';
import { SwapHelperActions } from '@/features/member-helpers/components/swap-helper-actions.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';

const openThreadStatuses: SwapStatus[] = ['requested', 'accepted', 'disputed', 'completed'];
/** Sessions are planned once a swap is accepted, and stay in view after. */
const sessionStatuses: SwapStatus[] = ['accepted', 'disputed', 'completed'];

/**
 * /swaps/:id (members only): one swap with its actions, history, messages, a dispute's two sides and, once
 * done, the review. Block sits with the actions, beside the message thread.
 */
export function SwapDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('swaps.detail.documentTitle'));
  const { id = '' } = useParams();
  const swap = useSwap(id);
  const hasSessions = swap.data ? sessionStatuses.includes(swap.data.status) : false;
  const sessions = useSwapSessions(id, hasSessions);
  const suggestedHours = sessions.data?.suggestedHours ?? null;
  const sessionAheadAt = findSessionAhead(sessions.data);
  const timeZone = useTimeZone().data?.timeZone;
  const sessionTime = useSessionTime(sessions.data?.timeZone);
  const sessionAhead = sessionAheadAt ? sessionTime(sessionAheadAt.startsAt, sessionAheadAt.minutes) : null;
  const blockMember = useBlockMember();
  const backLink = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.mySwaps}>
        <ArrowLeft aria-hidden="true" />
        {t('swaps.link.title')}
      </Link>
    </Button>
  );
  if (swap.isPending) {
    return (
      <div className="flex justify-center py-24 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (swap.isError) {
    const isMissing =
      swap.error instanceof ApiError && (swap.error.status === 404 || swap.error.status === 400);
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">
          {isMissing ? t('swaps.detail.notFound') : t('swaps.detail.loadFailed')}
        </h1>
        <p className="text-muted-foreground">
          {isMissing ? t('swaps.detail.notFoundHint') : t('swaps.detail.loadFailedHint')}
        </p>
        {backLink}
      </section>
    );
  }
  const other = otherMemberOf(swap.data);
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {backLink}
          {/* On a phone the thread comes last: one tap from the top reaches it. */}
          <Button asChild variant="outline" size="sm" className="lg:hidden">
            <a href="#messages">
              <MessageSquare aria-hidden="true" />
              {swap.data.unreadMessages > 0
                ? t('swaps.detail.toMessagesNew', { count: swap.data.unreadMessages })
                : t('swaps.detail.toMessages')}
            </a>
          </Button>
        </div>
        <SwapOverview swap={swap.data} profilePath={memberProfilePath} />
        <SwapHelperActions swapId={swap.data.id} />
        <div className="flex flex-wrap gap-2">
          {swap.data.myRole === 'requester' &&
            swap.data.allowedActions.includes('cancel') &&
            swap.data.status === 'requested' && (
              <EditSwapRequestButton
                swapId={swap.data.id}
                terms={{
                  offeredSkill: swap.data.offeredSkill,
                  requestedSkill: swap.data.requestedSkill,
                  message: swap.data.message,
                  hoursOffered: swap.data.hoursOffered,
                  hoursRequested: swap.data.hoursRequested,
                }}
                otherName={other.fullName}
              />
            )}
          <SwapActions
            // Remounted when the sessions suggest hours, so the confirm form starts from them.
            key={
              suggestedHours ? `${suggestedHours.requesterHours}-${suggestedHours.recipientHours}` : 'agreed'
            }
            swap={swap.data}
            suggestedHours={suggestedHours}
            sessionAhead={sessionAhead}
          />
          <BlockMemberButton memberId={other.id} memberName={other.fullName} variant="ghost" />
        </div>
        {swap.data.events.some((event) => event.type === 'disputed') && (
          <DisputePanel
            swapId={swap.data.id}
            myId={swap.data.myRole === 'requester' ? swap.data.requester.id : swap.data.recipient.id}
            members={[swap.data.requester, swap.data.recipient]}
          />
        )}
        {hasSessions && (
          <SessionsPanel
            swap={swap.data}
            settingsPath={paths.settings}
            calendarPath={`${paths.settings}/calendar`}
          />
        )}
        {swap.data.canReview && <ReviewForm swapId={swap.data.id} memberName={other.fullName} />}
        {swap.data.hasReviewed && (
          <p className="text-sm text-muted-foreground">
            {describeReviewThanks(t, other.fullName)} {t('swaps.detail.reviewsPublished')}
          </p>
        )}
        <SwapTimeline swap={swap.data} timeZone={timeZone} />
      </div>
      <MessageThread
        id="messages"
        timeZone={timeZone}
        swapId={swap.data.id}
        isOpen={openThreadStatuses.includes(swap.data.status)}
        renderMessageActions={(message) => (
          <ReportButton
            targetKind="message"
            targetId={message.id}
            targetName={t('swaps.detail.reportMessage', { name: message.sender.fullName })}
            alsoBlock={{
              memberName: message.sender.fullName,
              block: () => blockMember.mutateAsync(message.sender.id),
            }}
            className="h-7 px-2 text-xs"
          />
        )}
      />
    </section>
  );
}

/** The next scheduled session still to begin: hours wait until it has taken place. */
function findSessionAhead(
  data: ReturnType<typeof useSwapSessions>['data'],
): { startsAt: Date; minutes: number } | null {
  const now = Date.now();
  const next = data?.sessions
    .filter((session) => session.status === 'scheduled' && session.startsAt && session.durationMinutes)
    .find((session) => new Date(session.startsAt!).getTime() > now);
  if (!data || !next) return null;
  return { startsAt: new Date(next.startsAt!), minutes: next.durationMinutes! };
}
