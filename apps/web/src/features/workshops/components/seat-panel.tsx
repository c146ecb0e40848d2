import type { WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { useWorkshopAction, type WorkshopAction } from '../api/get-workshop.ts';
import { downloadWorkshopInvite } from '../api/download-invite.ts';
import { WorkshopReasonForm } from './workshop-reason-form.tsx';

const errorText = (t: Translate, error: unknown) =>
  error instanceof ApiError ? error.message : t('workshops.panel.failed');

/**
 * The learner's side of a workshop: book, join the waitlist, give the seat back, add to calendar, dispute.
 */
export function SeatPanel({ workshop }: { workshop: WorkshopDetail }) {
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const action = useWorkshopAction(workshop.id);
  const mine = workshop.myBooking;
  const singleFlight = useSingleFlight();
  // One toast per action: the id is the workshop's link, the same as its push notice's,
  // so the notice of this booking replaces the toast instead of adding a second one.
  const toastId = `/workshops/${workshop.id}`;
  const run = (next: WorkshopAction, done: string) =>
    void singleFlight(() =>
      action.mutateAsync(next).then(
        () => toast.success(done, { id: toastId }),
        (error: unknown) => toast.error(errorText(t, error), { id: toastId }),
      ),
    );

  if (workshop.status === 'cancelled')
    return <p role="status">{t('workshops.seat.hostCancelled', { reason: workshop.cancelReason ?? '' })}</p>;
  return (
    <div className="grid gap-3">
      {mine?.status === 'booked' && (
        <p role="status">
          {t('workshops.seat.booked')}{' '}
          {mine.isFreeSeat
            ? t('workshops.seat.freeSeat')
            : t('workshops.seat.held', { price: skillCoins(mine.price) })}
        </p>
      )}
      {mine?.status === 'waitlisted' && (
        <p role="status">{t('workshops.seat.waitlisted', { position: mine.waitlistPosition ?? 0 })}</p>
      )}
      {mine && ['attended', 'no_show', 'excused'].includes(mine.status) && (
        <p role="status">{t(`workshops.seat.marked.${mine.status}`)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!mine && workshop.status === 'scheduled' && (
          <Button
            disabled={action.isPending}
            onClick={() =>
              run(
                { kind: 'book' },
                t(workshop.seatsLeft > 0 ? 'workshops.seat.bookedToast' : 'workshops.seat.waitlistedToast'),
              )
            }
          >
            {workshop.seatsLeft > 0
              ? t('workshops.seat.book', { price: skillCoins(workshop.price) })
              : t('workshops.seat.join')}
          </Button>
        )}
        {workshop.canCancelSeat && (
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => run({ kind: 'cancel-seat' }, t('workshops.seat.givenBack'))}
          >
            {t(mine?.status === 'waitlisted' ? 'workshops.seat.leave' : 'workshops.seat.giveBack')}
          </Button>
        )}
        {mine?.status === 'booked' && (
          <Button
            variant="outline"
            onClick={() =>
              void downloadWorkshopInvite(workshop.id, t('workshops.seat.calendarFailed')).catch(
                (error: unknown) => toast.error(errorText(t, error)),
              )
            }
          >
            {t('workshops.seat.calendar')}
          </Button>
        )}
      </div>
      {mine && (mine.status === 'attended' || mine.status === 'no_show') && !mine.disputedAt && (
        <WorkshopReasonForm
          label={t('workshops.seat.disputeLabel')}
          submitLabel={t('workshops.seat.dispute')}
          variant="outline"
          rows={3}
          send={async (reason) => {
            const disputed = await singleFlight(() => action.mutateAsync({ kind: 'dispute', reason }));
            if (disputed) toast.success(t('workshops.seat.disputed'), { id: toastId });
          }}
          onRefused={(error) => toast.error(errorText(t, error), { id: toastId })}
        />
      )}
      {mine?.disputedAt && <p>{t('workshops.seat.underReview')}</p>}
    </div>
  );
}
