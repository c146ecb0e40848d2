import { useState } from 'react';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import type { WorkshopDetail } from '@skillswap/contracts/workshops';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useWorkshopAction, type WorkshopAction } from '../api/get-workshop.ts';
import { downloadWorkshopInvite } from '../api/download-invite.ts';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again.';

/** The learner's side of a workshop: book, join the waitlist, give the seat back, add to calendar, dispute. */
export function SeatPanel({ workshop }: { workshop: WorkshopDetail }) {
  const action = useWorkshopAction(workshop.id);
  const [reason, setReason] = useState('');
  const mine = workshop.myBooking;
  const run = (next: WorkshopAction, done: string) =>
    action.mutate(next, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorText(error)),
    });

  if (workshop.status === 'cancelled')
    return <p role="status">The host cancelled this workshop: {workshop.cancelReason}</p>;
  return (
    <div className="grid gap-3">
      {mine?.status === 'booked' && (
        <p role="status">
          You have a seat.{' '}
          {mine.isFreeSeat
            ? 'It is your free Elite seat this month.'
            : `${formatSkillCoin(mine.price)} is held for it.`}
        </p>
      )}
      {mine?.status === 'waitlisted' && (
        <p role="status">You are number {mine.waitlistPosition} on the waitlist.</p>
      )}
      {mine && ['attended', 'no_show', 'excused'].includes(mine.status) && (
        <p role="status">The host marked you {mine.status.replace('_', '-')}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!mine && workshop.status === 'scheduled' && (
          <Button
            disabled={action.isPending}
            onClick={() =>
              run({ kind: 'book' }, workshop.seatsLeft > 0 ? 'Seat booked' : 'You joined the waitlist')
            }
          >
            {workshop.seatsLeft > 0
              ? `Book a seat (${formatSkillCoin(workshop.price)})`
              : 'Join the waitlist'}
          </Button>
        )}
        {workshop.canCancelSeat && (
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => run({ kind: 'cancel-seat' }, 'Your place is given back')}
          >
            {mine?.status === 'waitlisted' ? 'Leave the waitlist' : 'Give back my seat'}
          </Button>
        )}
        {mine?.status === 'booked' && (
          <Button
            variant="outline"
            onClick={() =>
              void downloadWorkshopInvite(workshop.id).catch((error: unknown) =>
                toast.error(errorText(error)),
              )
            }
          >
            Add to calendar
          </Button>
        )}
      </div>
      {mine && (mine.status === 'attended' || mine.status === 'no_show') && !mine.disputedAt && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'dispute', reason }, 'Dispute sent to SkillSwap');
          }}
        >
          <Label htmlFor="dispute-reason">Something wrong? Dispute within 7 days</Label>
          <Textarea id="dispute-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={!reason.trim() || action.isPending}
          >
            Dispute
          </Button>
        </form>
      )}
      {mine?.disputedAt && <p>You disputed this seat; a moderator will look at it.</p>}
    </div>
  );
}
