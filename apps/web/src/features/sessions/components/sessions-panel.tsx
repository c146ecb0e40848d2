import { Link } from 'react-router';
import type { SwapView } from '@skillswap/contracts/swap-lifecycle';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
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
  const sessions = useSwapSessions(swap.id);
  const isOpen = swap.status === 'accepted';
  const me = swap.myRole === 'requester' ? swap.requester : swap.recipient;
  const other = swap.myRole === 'requester' ? swap.recipient : swap.requester;
  const skillOf = (memberId: string) =>
    memberId === swap.requester.id ? swap.offeredSkill : swap.requestedSkill;
  const nameOf = (memberId: string) => (memberId === me.id ? 'You' : other.fullName);
  const teachers = [me.id, other.id].map((id) => ({
    id,
    label: `${nameOf(id)} ${id === me.id ? 'teach' : 'teaches'} ${skillOf(id)}`,
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>
          {sessions.data ? (
            <>
              Times are shown in your time zone, {sessions.data.timeZone}.{' '}
              <Link to={settingsPath} className="underline">
                Change it in Settings
              </Link>
              .
            </>
          ) : (
            'Plan when and where you teach each other.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-24" />
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">
            The sessions could not be loaded. Please try again in a moment.
          </p>
        ) : (
          <>
            {sessions.data.suggestedHours && isOpen && (
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                Your last session has ended. From your sessions: {sessions.data.suggestedHours.requesterHours}{' '}
                h of {swap.offeredSkill} and {sessions.data.suggestedHours.recipientHours} h of{' '}
                {swap.requestedSkill}. Use Confirm Hours to confirm them, or correct them.
              </p>
            )}
            {sessions.data.sessions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {isOpen
                  ? 'No sessions yet. Propose one or more times that suit you.'
                  : 'No sessions were planned.'}
              </p>
            ) : (
              <ul className="grid gap-3">
                {sessions.data.sessions.map((session) => (
                  <SessionItem
                    key={session.id}
                    swapId={swap.id}
                    session={session}
                    timeZone={sessions.data.timeZone}
                    title={`${nameOf(session.teacherId)} ${session.teacherId === me.id ? 'teach' : 'teaches'} ${skillOf(session.teacherId)}`}
                    otherName={other.fullName}
                    shared={sessions.data}
                    calendarPath={calendarPath}
                    isOpen={isOpen}
                  />
                ))}
              </ul>
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
