import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { SwapSession, SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { downloadInvite } from '../api/download-invite.ts';
import { useChangeSession } from '../api/swap-sessions.ts';
import { useSessionTime } from '../use-session-time.ts';
import { CancelSessionDialog, RescheduleDialog } from './change-session-dialogs.tsx';
import { ProposeSessionDialog } from './propose-session-dialog.tsx';

interface SessionItemProps {
  swapId: string;
  session: SwapSession;
  timeZone: string;
  /** "Ana teaches Guitar", by the session's teacher. */
  title: string;
  otherName: string;
  isOpen: boolean;
  /** The partner's zone and the shared availability, for proposing other times. */
  shared: SwapSessions;
  calendarPath: string;
}

function PlaceLine({ session }: { session: SwapSession }) {
  const { t } = useTranslation();
  if (session.place.kind === 'in_person') {
    return <p className="text-sm">{t('scheduling.session.inPerson', { place: session.place.text })}</p>;
  }
  return (
    <p className="text-sm break-all">
      {t('scheduling.session.online')}{' '}
      <a
        href={session.place.url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline"
      >
        {session.place.url}
      </a>
    </p>
  );
}

/** One session: its time in the member's zone, its place, and what the member can do with it. */
export function SessionItem({
  swapId,
  session,
  timeZone,
  title,
  otherName,
  isOpen,
  shared,
  calendarPath,
}: SessionItemProps) {
  const { t } = useTranslation();
  const sessionTime = useSessionTime(timeZone);
  const when = (startsAt: string, minutes: number) => sessionTime(new Date(startsAt), minutes);
  const id = useId();
  const [slotId, setSlotId] = useState(session.slots[0]?.id ?? '');
  const change = useChangeSession(swapId);
  const status =
    session.status === 'scheduled'
      ? session.hasEnded
        ? t('scheduling.session.status.tookPlace')
        : t('scheduling.session.status.scheduled')
      : session.status === 'proposed'
        ? t('scheduling.session.status.proposed')
        : t('scheduling.session.status.cancelled');
  return (
    <li className="grid gap-2 rounded-md border p-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-medium">
          {title}
        </h3>
        <Badge variant={session.status === 'cancelled' ? 'outline' : 'secondary'}>{status}</Badge>
      </div>
      {session.startsAt && session.durationMinutes && (
        <p className="text-sm">{when(session.startsAt, session.durationMinutes)}</p>
      )}
      <PlaceLine session={session} />
      {session.note && (
        <p className="text-sm text-muted-foreground">
          {t('scheduling.session.reason', { reason: session.note })}
        </p>
      )}
      {session.status === 'proposed' && session.canPick && isOpen && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            {t('scheduling.session.pickOne', { name: otherName })}
          </legend>
          {session.slots.map((slot) => (
            <label key={slot.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-slot`}
                className="mt-1"
                checked={slotId === slot.id}
                onChange={() => setSlotId(slot.id)}
              />
              {when(slot.startsAt, slot.durationMinutes)}
            </label>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={change.isPending || !slotId}
              onClick={() =>
                change.mutate(
                  { kind: 'accept', sessionId: session.id, slotId },
                  {
                    onError: (error) =>
                      toast.error(getErrorMessage(error, t('scheduling.session.acceptFailed'))),
                  },
                )
              }
            >
              {t('scheduling.session.accept')}
            </Button>
            <ProposeSessionDialog
              swapId={swapId}
              timeZone={timeZone}
              counterTo={session.id}
              partnerName={otherName}
              shared={shared}
              availabilityPath={calendarPath}
            />
          </div>
        </fieldset>
      )}
      {session.status === 'proposed' && !session.canPick && (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">
            {t('scheduling.session.waitingForPick', { name: otherName })}
          </p>
          <ul className="list-disc ps-5">
            {session.slots.map((slot) => (
              <li key={slot.id}>{when(slot.startsAt, slot.durationMinutes)}</li>
            ))}
          </ul>
        </div>
      )}
      {isOpen && session.status !== 'cancelled' && !session.hasEnded && (
        <div className="flex flex-wrap gap-2">
          {session.status === 'scheduled' && (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void downloadInvite(swapId, session.id, t('scheduling.session.downloadFailed')).catch(
                    (error: unknown) =>
                      toast.error(getErrorMessage(error, t('scheduling.session.downloadFailed'))),
                  )
                }
              >
                <CalendarPlus aria-hidden="true" />
                {t('scheduling.session.addToCalendar')}
              </Button>
              <RescheduleDialog swapId={swapId} sessionId={session.id} timeZone={timeZone} />
            </>
          )}
          <CancelSessionDialog
            swapId={swapId}
            sessionId={session.id}
            timeZone={timeZone}
            isProposal={session.status === 'proposed'}
          />
        </div>
      )}
    </li>
  );
}
