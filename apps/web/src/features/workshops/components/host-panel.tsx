import { useState } from 'react';
import type { AttendanceMark, WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useWorkshopAction } from '../api/get-workshop.ts';
import { WorkshopReasonForm } from './workshop-reason-form.tsx';

const errorText = (t: Translate, error: unknown) =>
  error instanceof ApiError ? error.message : t('workshops.panel.failed');

/** The host's side: who booked in arrival order, attendance after the start, and calling it off. */
export function HostPanel({ workshop, hasStarted }: { workshop: WorkshopDetail; hasStarted: boolean }) {
  const { t } = useTranslation();
  const action = useWorkshopAction(workshop.id);
  const [marks, setMarks] = useState<Record<string, AttendanceMark>>({});
  const seated = workshop.bookings.filter((b) => b.status === 'booked');
  const canMark = hasStarted && workshop.status !== 'cancelled' && seated.length > 0;
  return (
    <section aria-labelledby="host-heading" className="grid gap-4 rounded-lg border p-4">
      <h2 id="host-heading" className="text-lg font-semibold">
        {t('workshops.host.title')}
      </h2>
      <ol className="grid gap-2">
        {workshop.bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {booking.learner.fullName} · {t(`workshops.host.status.${booking.status}`)}
              {booking.waitlistPosition !== null && ` #${booking.waitlistPosition}`}
            </span>
            {canMark && booking.status === 'booked' && (
              <select
                aria-label={t('workshops.host.attendanceOf', { name: booking.learner.fullName })}
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={marks[booking.id] ?? 'attended'}
                onChange={(e) => setMarks({ ...marks, [booking.id]: e.target.value as AttendanceMark })}
              >
                <option value="attended">{t('workshops.host.status.attended')}</option>
                <option value="no_show">{t('workshops.host.status.no_show')}</option>
                <option value="excused">{t('workshops.host.status.excused')}</option>
              </select>
            )}
          </li>
        ))}
        {workshop.bookings.length === 0 && <li>{t('workshops.host.none')}</li>}
      </ol>
      {canMark && (
        <Button
          className="justify-self-start"
          disabled={action.isPending}
          onClick={() =>
            action.mutate(
              {
                kind: 'attendance',
                marks: seated.map((b) => ({ bookingId: b.id, mark: marks[b.id] ?? 'attended' })),
              },
              {
                onSuccess: () => toast.success(t('workshops.host.attendanceSaved')),
                onError: (e) => toast.error(errorText(t, e)),
              },
            )
          }
        >
          {t('workshops.host.saveAttendance')}
        </Button>
      )}
      {workshop.status === 'scheduled' && !hasStarted && (
        <WorkshopReasonForm
          label={t('workshops.host.cancelReason')}
          submitLabel={t('workshops.host.cancel')}
          variant="destructive"
          rows={2}
          send={async (reason) => {
            await action.mutateAsync({ kind: 'cancel', reason });
            toast.success(t('workshops.host.cancelled'));
          }}
          onRefused={(error) => toast.error(errorText(t, error))}
        />
      )}
    </section>
  );
}
