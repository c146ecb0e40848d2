import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkshopCard } from '@skillswap/contracts/workshops/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { findBrokenPromises } from '../swap-lifecycle/ledger-invariants.test-helper.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { createWorkshopKit, type WorkshopKit } from './workshops.test-helper.ts';

describe(`community workshops (T98) on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-03-20T12:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: WorkshopKit;
  let host: KitMember;
  let member: KitMember;
  let outsider: KitMember;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createWorkshopKit(harness.app, harness.database);
    host = await kit.joinHost('Hana Host');
    member = await kit.joinMember('Mia Member', { wants: 'Pottery' });
    outsider = await kit.joinMember('Otto Outsider', { wants: 'Pottery' });
    await kit.ok(host, 'POST', '/api/communities', {
      name: 'Lisbon Potters',
      slug: 'lisbon-potters',
      isOnline: false,
      city: 'Lisbon',
      visibility: 'public',
      joinRule: 'open',
    });
    await kit.ok(member, 'POST', '/api/communities/lisbon-potters/join', {});
  });
  afterAll(async () => {
    expect(await findBrokenPromises(harness.database.db)).toEqual([]);
    await harness.close();
  });

  const listedFor = async (viewer: TestMember | null, url = '/api/workshops') =>
    (await kit.ok<{ items: WorkshopCard[] }>(viewer, 'GET', url)).items.map((item) => item.title).sort();

  it('shows and sells a community workshop to the community’s members only; to anyone else it does not exist', async () => {
    const open = await kit.createWorkshop(host, { title: 'Open to all' });
    const scoped = await kit.createWorkshop(host, { title: 'Potters only', communitySlug: 'lisbon-potters' });
    expect(scoped.community).toMatchObject({ slug: 'lisbon-potters', name: 'Lisbon Potters' });
    expect(open.community).toBeNull();

    expect(await listedFor(member)).toEqual(['Open to all', 'Potters only']);
    expect(await listedFor(outsider)).toEqual(['Open to all']);
    expect(await listedFor(null)).toEqual(['Open to all']);
    expect(await listedFor(outsider, '/api/me/workshop-matches')).toEqual(['Open to all']);
    expect(await listedFor(member, '/api/me/workshop-matches')).toEqual(['Open to all', 'Potters only']);

    for (const viewer of [outsider, null]) {
      const page = await kit.call(viewer, 'GET', `/api/workshops/${scoped.id}`);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'not_found', message: 'Workshop not found' });
    }
    const refused = await kit.book(outsider, scoped.id);
    expect(refused.statusCode).toBe(404);
    expect((await kit.balanceOf(outsider)).held).toBe(0);
    expect((await kit.ok(host, 'GET', `/api/workshops/${scoped.id}`)).seatsLeft).toBe(3);

    const booked = await kit.bookOk(member, scoped.id);
    expect(booked.myBooking?.status).toBe('booked');
    expect((await kit.ok(member, 'GET', `/api/workshops/${scoped.id}`)).place).toBe(
      'Studio 4, Rua das Flores',
    );
  });

  it('lets only the community’s active members host a workshop in it', async () => {
    const stranger = await kit.joinHost('Sara Stranger');
    const refused = await kit.call(stranger, 'POST', '/api/workshops', {
      ...kit.workshopInput(),
      communitySlug: 'lisbon-potters',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Join this community before you host a workshop in it',
    );
    const unknown = await kit.call(stranger, 'POST', '/api/workshops', {
      ...kit.workshopInput(),
      communitySlug: 'no-such-community',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
