import { formatSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { DecideWorkshopDisputeInput, WorkshopDispute } from '@skillswap/contracts/workshops/schemas';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireStaffMayActOn } from '../auth/index.ts';
import { refundWorkshopSeat } from '../ledger/index.ts';
import { findMemberCards } from '../swaps/index.ts';
import { tellMember } from './workshop-notices.ts';
import { toDispute } from './workshop-views.ts';
import { findBookingWithWorkshop, lockWorkshop, updateBooking } from './workshops.repository.ts';
import type { WorkshopContext } from './workshop-context.ts';

/**
 * An operator decides a disputed workshop seat (ADR 132), in one transaction under the workshop's row lock:
 * with a refund, the seat's price goes back from the host to the learner through the ledger (once per seat);
 * without one, the settlement stands. Both members are told, with the note, and the decision is audited. An
 * operator never decides a dispute they are in, nor one with a colleague of their rank or above (ADR 80).
 */
export async function decideWorkshopDispute(
  context: WorkshopContext,
  input: { bookingId: string; decision: DecideWorkshopDisputeInput; operatorId: string } & AuditContext,
): Promise<WorkshopDispute> {
  await context.db.transaction(async (tx) => {
    const found = await findBookingWithWorkshop(tx, input.bookingId);
    if (!found?.booking.disputedAt) throw notFound('workshops.noDisputeForThis');
    const workshop = (await lockWorkshop(tx, found.workshop.id))!;
    const booking = (await findBookingWithWorkshop(tx, input.bookingId))!.booking;
    if (booking.disputeDecidedAt) throw conflict('workshops.thisDisputeWasAlready');
    await requireStaffMayActOn(tx, {
      actorId: input.operatorId,
      targetIds: [workshop.hostId, booking.learnerId],
    });
    const { outcome, note } = input.decision;
    const names = await findMemberCards(tx, [workshop.hostId, booking.learnerId]);
    const hostName = names.get(workshop.hostId)?.fullName ?? 'the host';
    const isRefunded = outcome === 'refunded' && booking.price > 0;
    if (isRefunded) {
      await refundWorkshopSeat(tx, {
        bookingId: booking.id,
        learnerId: booking.learnerId,
        hostId: workshop.hostId,
        hostName,
        amount: booking.price,
        details: { workshopTitle: workshop.title, workshopOutcome: 'refund' },
      });
    }
    await updateBooking(tx, booking.id, {
      disputeDecidedAt: context.now,
      disputeOutcome: outcome,
      disputeNote: note,
      disputeDecidedBy: input.operatorId,
    });
    await recordAuditEvent(tx, {
      event: 'workshop_dispute_decided',
      userId: booking.learnerId,
      actorId: input.operatorId,
      ip: input.ip ?? null,
      userAgent: input.userAgent ?? null,
      details: {
        bookingId: booking.id,
        workshopId: workshop.id,
        outcome,
        refunded: isRefunded ? booking.price : 0,
        memberIds: [workshop.hostId, booking.learnerId],
      },
    });
    const refund = formatSkillCoin(isRefunded ? booking.price : 0);
    const title = { key: 'workshops.weDecidedYourDispute' as const, values: { title: workshop.title } };
    for (const memberId of [booking.learnerId, workshop.hostId]) {
      await tellMember(tx, context, {
        memberId,
        workshop,
        type: 'workshop_settled',
        title,
        body: isRefunded
          ? { key: 'workshops.skillswapRefundedOfThe', values: { refund, note } }
          : { key: 'workshops.skillswapUpheldTheSeats', values: { note } },
      });
    }
  });
  const decided = (await findBookingWithWorkshop(context.db, input.bookingId))!;
  const cards = await findMemberCards(context.db, [
    decided.workshop.hostId,
    decided.booking.learnerId,
    input.operatorId,
  ]);
  return toDispute(decided, cards);
}
