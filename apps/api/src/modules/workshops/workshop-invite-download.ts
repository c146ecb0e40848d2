import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findMemberContact } from '../notifications/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { workshopLink } from './workshop-notices.ts';
import { organizerAddress, workshopInvite } from './workshop-invite.ts';
import { findWorkshop, listBookings } from './workshops.repository.ts';

/** "Add to calendar": the seat's invitation for a learner with a seat, the event for the host. */
export async function downloadWorkshopInvite(
  db: DbOrTx,
  input: { workshopId: string; memberId: string },
  context: { publicUrl: string; mailFrom?: string | undefined },
): Promise<string> {
  const workshop = await findWorkshop(db, input.workshopId);
  if (!workshop) throw notFound('workshops.workshopNotFound');
  const isHost = workshop.hostId === input.memberId;
  const booking = (await listBookings(db, workshop.id)).find(
    (b) => b.learnerId === input.memberId && b.status === 'booked',
  );
  if (!isHost && !booking) throw notFound('workshops.youHaveNoSeat');
  const contact = await findMemberContact(db, input.memberId);
  const hostName =
    (await findMemberCards(db, [workshop.hostId])).get(workshop.hostId)?.fullName ?? 'the host';
  return workshopInvite({
    workshop,
    bookingId: booking?.id ?? null,
    attendee: contact ? { name: contact.fullName, email: contact.email } : null,
    seatLabel: booking
      ? `Your seat: booking ${booking.id}`
      : `You host this workshop (${workshop.seats} seats)`,
    hostName,
    organizerEmail: organizerAddress(context.mailFrom, context.publicUrl),
    pageUrl: new URL(workshopLink(workshop.id), context.publicUrl).toString(),
    isCancelled: workshop.status === 'cancelled',
    sequence: workshop.status === 'cancelled' ? 1 : 0,
  });
}
