import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PlanFeatureId, PlanTier } from '@skillswap/contracts/shared/plans';
import type { WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import type { createManualClock } from '../../lib/clock.ts';
import type { createTestApp } from '../../test/app.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { createWorkshopKit } from '../workshops/workshops.test-helper.ts';

// The proofs of what Elite sells without refusing an endpoint (ADRs 94 and 116), kept apart from
// the other plans' proofs: each shows a member on the plan treated as Pricing promises, a Free member not,
// and the treatment gone once the plan lapses.

type Harness = Awaited<ReturnType<typeof createTestApp>> & { clock: ReturnType<typeof createManualClock> };
type Proof = (harness: Harness, plan: PlanTier) => Promise<void>;

const kitOf = (harness: Harness) => createWorkshopKit(harness.app, harness.database);

/**
 * The Elite badge: `GET /api/members/elite` names the member on the plan, not the Free one, and not after a
 * lapse.
 */
const proveEliteBadge: Proof = async (harness, plan) => {
  const kit = kitOf(harness);
  const payer = await kit.joinMember('Badge Payer', { plan });
  const free = await kit.joinMember('Badge Free');
  const badges = async () =>
    (
      await harness.app.inject({
        method: 'GET',
        url: `/api/members/elite?ids=${payer.userId},${free.userId}`,
      })
    ).json<{ eliteIds: string[] }>().eliteIds;
  expect(await badges()).toEqual([payer.userId]);
  await kit.setPlan(payer, 'free');
  expect(await badges()).toEqual([]);
};

/**
 * Featured placement: Explore's Featured row shows the member on the plan for their skill, never a Free one.
 */
const proveFeaturedPlacement: Proof = async (harness, plan) => {
  const kit = kitOf(harness);
  const skill = `Kintsugi ${randomBytes(3).toString('hex')}`;
  const payer = await kit.joinMember('Featured Payer', { plan, offers: skill });
  await kit.joinMember('Featured Free', { offers: skill });
  const featured = async () =>
    (
      await harness.app.inject({
        method: 'GET',
        url: `/api/explore/featured?search=${encodeURIComponent(skill)}`,
      })
    )
      .json<{ items: Array<{ id: string }> }>()
      .items.map((item) => item.id);
  expect(await featured()).toEqual([payer.userId]);
  await kit.setPlan(payer, 'free');
  expect(await featured()).toEqual([]);
};

/**
 * Elite monthly workshops: the member on the plan books a seat, free the first time in the month; Free is
 * refused.
 */
const proveEliteWorkshops: Proof = async (harness, plan) => {
  const kit = kitOf(harness);
  const admin = await signUpStaffMember(harness.app, harness.database, harness.clock, 'admin');
  const host = await kit.joinHost('Elite Clinic Host');
  const payer = await kit.joinMember('Clinic Payer', { plan });
  const free = await kit.joinMember('Clinic Free');
  const create = (date: string) =>
    kit.ok<WorkshopDetail>(admin, 'POST', '/api/admin/workshops', {
      ...kit.workshopInput({ date, title: `Elite clinic ${date}`, price: 1 }),
      hostId: host.userId,
    });
  const first = await create('2026-12-10');
  const refused = await kit.book(free, first.id);
  expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
  expect((await kit.bookOk(payer, first.id)).myBooking).toMatchObject({ status: 'booked', isFreeSeat: true });
  await kit.setPlan(payer, 'free');
  const second = await create('2026-12-12');
  expect((await kit.book(payer, second.id)).json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
};

export const eliteTreatmentProofs: Partial<Record<PlanFeatureId, Proof>> = {
  'elite-badge': proveEliteBadge,
  'featured-placement': proveFeaturedPlacement,
  'elite-workshops': proveEliteWorkshops,
};
