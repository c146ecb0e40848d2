import { useState } from 'react';
import type { AttendanceMark, WorkshopDetail } from '@skillswap/contracts/workshops';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useWorkshopAction } from '../api/get-workshop.ts';

const statusWords: Record<string, string> = {
  booked: 'Seat',
  waitlisted: 'Waitlist',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
  excused: 'Excused',
};
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again.';

/** The host's side: who booked in arrival order, attendance after the start, and calling it off. */
export function HostPanel({ workshop, hasStarted }: { workshop: WorkshopDetail; hasStarted: boolean }) {
  const action = useWorkshopAction(workshop.id);
  const [marks, setMarks] = useState<Record<string, AttendanceMark>>({});
  const [reason, setReason] = useState('');
  const seated = workshop.bookings.filter((b) => b.status === 'booked');
  const canMark = hasStarted && workshop.status !== 'cancelled' && seated.length > 0;
  return (
    <section aria-labelledby="host-heading" className="grid gap-4 rounded-lg border p-4">
      <h2 id="host-heading" className="text-lg font-semibold">
        Your workshop
      </h2>
      <ol className="grid gap-2">
        {workshop.bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {booking.learner.fullName} · {statusWords[booking.status]}
              {booking.waitlistPosition !== null && ` #${booking.waitlistPosition}`}
            </span>
            {canMark && booking.status === 'booked' && (
              <select
                aria-label={`Attendance of ${booking.learner.fullName}`}
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={marks[booking.id] ?? 'attended'}
                onChange={(e) => setMarks({ ...marks, [booking.id]: e.target.value as AttendanceMark })}
              >
                <option value="attended">Attended</option>
                <option value="no_show">No-show</option>
                <option value="excused">Excused</option>
              </select>
            )}
          </li>
        ))}
        {workshop.bookings.length === 0 && <li>No bookings yet.</li>}
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
                onSuccess: () => toast.success('Attendance saved'),
                onError: (e) => toast.error(errorText(e)),
              },
            )
          }
        >
          Save attendance
        </Button>
      )}
      {workshop.status === 'scheduled' && !hasStarted && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate(
              { kind: 'cancel', reason },
              {
                onSuccess: () => toast.success('Workshop cancelled'),
                onError: (e) => toast.error(errorText(e)),
              },
            );
          }}
        >
          <Label htmlFor="cancel-reason">Cancel the workshop (everyone is told the reason)</Label>
          <Textarea id="cancel-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button
            type="submit"
            variant="destructive"
            className="justify-self-start"
            disabled={!reason.trim() || action.isPending}
          >
            Cancel workshop
          </Button>
        </form>
      )}
    </section>
  );
}
