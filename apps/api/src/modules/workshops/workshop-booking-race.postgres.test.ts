import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { createWorkshopKit } from './workshops.test-helper.ts';

/**
 * Fifty learners book a ten-seat workshop at the same instant, over real HTTP to a listening server on
 * PostgreSQL, so the transactions really overlap and only the workshop's row lock keeps the seat count.
 */
describe('a ten-seat workshop booked by fifty learners at once on PostgreSQL', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await createTestApp();
    baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await harness.close();
  });

  it(
    'gives exactly ten seats, waitlists forty in arrival order, holds ten prices, and the ledger sums to zero',
    { timeout: 120_000 },
    async () => {
      const kit = createWorkshopKit(harness.app, harness.database);
      const host = await kit.joinHost('Rhea Race Host');
      const workshop = await kit.createWorkshop(host, { seats: 10, price: 1.5, date: '2027-06-10' });
      const learners: KitMember[] = [];
      for (let index = 0; index < 50; index += 1) learners.push(await kit.joinMember(`Racer ${index + 1}`));

      const responses = await Promise.all(
        learners.map((learner) =>
          fetch(`${baseUrl}/api/workshops/${workshop.id}/book`, {
            method: 'POST',
            headers: learner.authHeader,
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(learners.map(() => 200));
      // Each learner is answered with their own place: ten seats, and waitlist places 1 to 40, each once.
      const answers = (await Promise.all(responses.map((response) => response.json()))) as Array<{
        myBooking: { status: string; waitlistPosition: number | null } | null;
      }>;
      expect(answers.filter((answer) => answer.myBooking?.status === 'booked')).toHaveLength(10);
      expect(
        answers
          .filter((answer) => answer.myBooking?.status === 'waitlisted')
          .map((answer) => answer.myBooking!.waitlistPosition)
          .sort((a, b) => a! - b!),
      ).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

      const hostView = await kit.ok(host, 'GET', `/api/workshops/${workshop.id}`);
      expect(hostView).toMatchObject({ seatsLeft: 0, waitlisted: 40 });
      const booked = hostView.bookings.filter((b) => b.status === 'booked');
      const waitlisted = hostView.bookings.filter((b) => b.status === 'waitlisted');
      expect(booked).toHaveLength(10);
      expect(waitlisted.map((b) => b.waitlistPosition)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // Arrival order is the order the lock let them in: every seat went to someone who arrived
      // before the waitlist.
      const arrivals = await harness.database.db.execute<{ status: string; arrival: string }>(sql`
      SELECT status, arrival FROM workshop_bookings WHERE workshop_id = ${workshop.id} ORDER BY arrival`);
      expect(arrivals.rows.map((row) => row.status)).toEqual([
        ...Array.from({ length: 10 }, () => 'booked'),
        ...Array.from({ length: 40 }, () => 'waitlisted'),
      ]);

      const holds = await harness.database.db.execute<{ total: string; count: string }>(sql`
      SELECT coalesce(sum(h.amount), 0) AS total, count(*) AS count FROM ledger_holds h
      JOIN workshop_bookings b ON b.id = h.workshop_booking_id
      WHERE b.workshop_id = ${workshop.id} AND h.released_at IS NULL`);
      expect(Number(holds.rows[0]!.total)).toBe(15);
      expect(Number(holds.rows[0]!.count)).toBe(10);
      for (const seat of booked) {
        const learner = learners.find((l) => l.userId === seat.learner.id)!;
        expect((await kit.balanceOf(learner)).held).toBe(1.5);
      }
      expect(await findBrokenPromises(harness.database.db)).toEqual([]);

      // A seat given back goes to the first on the waitlist, under the same lock.
      const giver = learners.find((l) => l.userId === booked[0]!.learner.id)!;
      const first = learners.find((l) => l.userId === waitlisted[0]!.learner.id)!;
      await kit.ok(giver, 'POST', `/api/workshops/${workshop.id}/cancel-seat`);
      expect((await kit.ok(first, 'GET', `/api/workshops/${workshop.id}`)).myBooking?.status).toBe('booked');
    },
  );
});
