import { Link } from 'react-router';
import type { SwapView } from '@skillswap/contracts/swap-lifecycle/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useSwapSessions } from '../api/swap-sessions.ts';
import { ProposeSessionDialog } from './propose-session-dialog.tsx';
import { SessionItem } from './session-item.tsx';

interface SessionsPanelProps {
  swap: SwapView;
  settingsPath: string;
  /** Settings › Calendar: the time zone and the weekly availability. */
  calendarPath: string;
}

/** The swap page's sessions: planned once the swap is accepted, every time in the member's own zone. */
export function SessionsPanel({ swap, settingsPath, calendarPath }: SessionsPanelProps) {
  const { t } = useTranslation();
  const sessions = useSwapSessions(swap.id);
  const isOpen = swap.status === 'accepted';
  const me = swap.myRole === 'requester' ? swap.requester : swap.recipient;
  const other = swap.myRole === 'requester' ? swap.recipient : swap.requester;
  const skillOf = (memberId: string) =>
    memberId === swap.requester.id ? swap.offeredSkill : swap.requestedSkill;
  const teaches = (memberId: string) =>
    memberId === me.id
      ? t('scheduling.panel.youTeach', { skill: skillOf(memberId) })
      : t('scheduling.panel.theyTeach', { name: other.fullName, skill: skillOf(memberId) });
  const teachers = [me.id, other.id].map((id) => ({ id, label: teaches(id) }));
  const all = sessions.data?.sessions ?? [];
  const current = all.filter((session) => session.status !== 'cancelled');
  const cancelled = all.filter((session) => session.status === 'cancelled');
  const item = (session: (typeof all)[number]) => (
    <SessionItem
      key={session.id}
      swapId={swap.id}
      session={session}
      timeZone={sessions.data!.timeZone}
      title={teaches(session.teacherId)}
      otherName={other.fullName}
      shared={sessions.data!}
      calendarPath={calendarPath}
      isOpen={isOpen}
    />
  );
  const [zoneBefore, zoneAfter = ''] = t('scheduling.panel.zone', { zone: '\u0000' }).split('\u0000');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('scheduling.panel.title')}</CardTitle>
        <CardDescription>
          {sessions.data ? (
            <>
              {zoneBefore}
              {sessions.data.timeZone}
              {zoneAfter}{' '}
              <Link to={settingsPath} className="underline">
                {t('scheduling.panel.changeZone')}
              </Link>
              {t('scheduling.panel.changeZoneEnd')}
            </>
          ) : (
            t('scheduling.panel.description')
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-24" />
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">{t('scheduling.panel.loadFailed')}</p>
        ) : (
          <>
            {sessions.data.suggestedHours && isOpen && (
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                {t('scheduling.panel.suggestedHours', {
                  requesterHours: sessions.data.suggestedHours.requesterHours,
                  offeredSkill: swap.offeredSkill,
                  recipientHours: sessions.data.suggestedHours.recipientHours,
                  requestedSkill: swap.requestedSkill,
                })}
              </p>
            )}
            {current.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {isOpen ? t('scheduling.panel.empty') : t('scheduling.panel.nonePlanned')}
              </p>
            ) : (
              <ul className="grid gap-3">{current.map(item)}</ul>
            )}
            {cancelled.length > 0 && (
              // Called-off sessions stay on the record, folded away under the ones still on
              //.
              <details className="group text-sm">
                <summary className="cursor-pointer text-muted-foreground">
                  {t('scheduling.panel.cancelledCount', { count: cancelled.length })}
                </summary>
                <ul className="mt-3 grid gap-3">{cancelled.map(item)}</ul>
              </details>
            )}
            {isOpen && (
              <div>
                <ProposeSessionDialog
                  swapId={swap.id}
                  timeZone={sessions.data.timeZone}
                  teachers={teachers}
                  partnerName={other.fullName}
                  shared={sessions.data}
                  availabilityPath={calendarPath}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
