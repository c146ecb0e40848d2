import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { WorkshopRow } from './workshops.repository.ts';

/** Stable per seat, so a cancellation replaces the invitation in the learner's calendar. */
export const workshopUid = (workshopId: string, bookingId: string | null) =>
  `workshop-${workshopId}${bookingId ? `-seat-${bookingId}` : ''}@skillswap`;

/** The address part of a From header such as "SkillSwap <no-reply@skillswap.example>". */
export const organizerAddress = (mailFrom: string | undefined, publicUrl: string) =>
  mailFrom ? (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()) : `no-reply@${new URL(publicUrl).hostname}`;

/** RFC 6868 spelling for a name inside a quoted parameter (see the sessions module's invitations). */
const asParameterValue = (name: string) => name.replace(/\^/g, '^^').replace(/"/g, "^'");

/**
 * One workshop seat (or, with no booking, the host's own event) as an iCalendar invitation: REQUEST while it
 * stands, CANCEL once the seat or the workshop is cancelled.
 */
export function workshopInvite(input: {
  workshop: WorkshopRow;
  bookingId: string | null;
  attendee: { name: string; email: string } | null;
  seatLabel: string;
  hostName: string;
  organizerEmail: string;
  pageUrl: string;
  isCancelled: boolean;
  sequence: number;
}): string {
  const { workshop } = input;
  const calendar = ical({
    prodId: { company: 'SkillSwap', product: 'Workshops', language: 'EN' },
    name: 'SkillSwap',
    method: input.isCancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const placeLine =
    workshop.placeKind === 'online' ? `Online: ${workshop.place}` : `In person: ${workshop.place}`;
  const event = calendar.createEvent({
    id: workshopUid(workshop.id, input.bookingId),
    sequence: input.sequence,
    start: workshop.startsAt,
    end: new Date(workshop.startsAt.getTime() + workshop.durationMinutes * 60_000),
    stamp: workshop.updatedAt,
    summary: `SkillSwap workshop: ${workshop.title} with ${input.hostName}`,
    description: `${input.seatLabel}\n${placeLine}\nThe workshop on SkillSwap: ${input.pageUrl}`,
    location: workshop.place,
    url: input.pageUrl,
    status: input.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'SkillSwap', email: input.organizerEmail },
  });
  if (input.attendee) {
    event.createAttendee({
      email: input.attendee.email,
      name: asParameterValue(input.attendee.name),
      role: ICalAttendeeRole.REQ,
      status: input.isCancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    });
  }
  return calendar.toString();
}
