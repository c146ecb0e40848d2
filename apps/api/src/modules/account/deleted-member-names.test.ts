import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementPage } from '@skillswap/contracts/ledger/schemas';
import type { MessageThread, SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import type { SwapRequestList } from '@skillswap/contracts/swaps/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { resolveDispute } from '../swap-lifecycle/index.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { purgeDeletedMembers } from './account.service.ts';
import { inject } from '../../test/inject.ts';
import { messageRoutes } from '@skillswap/contracts/messages/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

const dayMs = 24 * 60 * 60 * 1000;

describe(`a deleted member is "Former member" everywhere on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  const clock = createManualClock(new Date('2026-06-01T09:00:00Z'));
  let zola: KitMember;
  let ben: KitMember;
  let cy: KitMember;
  let requestToBen: string;
  let completedWithCy: string;
  let disputedWithBen: string;

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    kit = createSwapKit(harness.app, harness.database);
    zola = await kit.joinMember('Zola Quintero');
    ben = await kit.joinMember('Ben Okafor', { offers: 'Spanish', wants: 'Guitar' });
    cy = await kit.joinMember('Cy Adeyemi', { offers: 'Spanish', wants: 'Guitar' });
    disputedWithBen = await kit.requestSwap(zola, ben);
    await kit.actOk(ben, disputedWithBen, 'accept');
    await kit.actOk(ben, disputedWithBen, 'dispute', { reason: 'The sessions never happened' });
    requestToBen = await kit.requestSwap(zola, ben);
    completedWithCy = await kit.requestSwap(zola, cy, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(cy, completedWithCy, 'accept');
    const message = await inject(harness.app, messageRoutes.sendMessage, {
      params: { id: completedWithCy },
      as: zola,
      body: { body: 'See you Saturday' },
    });
    expect(message.statusCode).toBe(201);
    await kit.actOk(zola, completedWithCy, 'confirm', { requesterHours: 1, recipientHours: 2 });
    await kit.actOk(cy, completedWithCy, 'confirm', { requesterHours: 1, recipientHours: 2 });
  });
  afterAll(() => harness.close());

  const get = async <T>(member: KitMember, url: string) => {
    const response = await harness.app.inject({ method: 'GET', url, headers: member.authHeader });
    expect(response.statusCode).toBe(200);
    return { body: response.body, data: response.json<T>() };
  };
  const requestsOf = (member: KitMember) => get<SwapRequestList>(member, '/api/swap-requests');
  const statementOf = (member: KitMember) => get<StatementPage>(member, '/api/ledger/statement?limit=20');
  const swapOf = (member: KitMember, swapId: string) => get<SwapDetail>(member, `/api/swaps/${swapId}`);
  const threadOf = (member: KitMember, swapId: string) =>
    get<MessageThread>(member, `/api/swaps/${swapId}/messages`);

  /** Every place the other members read about Zola, as raw bodies, to search for her name. */
  const everythingShownTo = async () => [
    (await requestsOf(ben)).body,
    (await requestsOf(cy)).body,
    (await swapOf(ben, requestToBen)).body,
    (await swapOf(ben, disputedWithBen)).body,
    (await swapOf(cy, completedWithCy)).body,
    (await threadOf(cy, completedWithCy)).body,
    (await statementOf(cy)).body,
  ];

  it('names the member while the account exists', async () => {
    const received = (await requestsOf(ben)).data.items.find((request) => request.id === requestToBen);
    expect(received?.requester).toEqual({ id: zola.userId, full_name: 'Zola Quintero' });
    const settlement = (await statementOf(cy)).data.items.find((item) => item.kind === 'swap_settlement');
    expect(settlement?.counterpart).toEqual({ id: zola.userId, fullName: 'Zola Quintero' });
  });

  it('shows "Former member" in requests, swaps, messages and the statement from the moment of deletion', async () => {
    // The open dispute blocks the deletion until an operator resolves it (ADR 67).
    const refused = await inject(harness.app, accountRoutes.deleteAccount, { as: zola });
    expect(refused.statusCode).toBe(409);
    await resolveDispute(
      { db: harness.database.db, clock, publicUrl: harness.config.PUBLIC_URL },
      { swapId: disputedWithBen, resolution: { outcome: 'cancelled', note: 'No sessions took place' } },
    );
    const deletion = await inject(harness.app, accountRoutes.deleteAccount, { as: zola });
    expect(deletion.statusCode).toBe(204);

    const received = (await requestsOf(ben)).data.items.find((request) => request.id === requestToBen);
    expect(received?.requester).toEqual({ id: zola.userId, full_name: 'Former member' });
    const sent = (await requestsOf(cy)).data.items.find((request) => request.id === completedWithCy);
    expect(sent?.requester.full_name).toBe('Former member');
    expect((await swapOf(cy, completedWithCy)).data.requester.fullName).toBe('Former member');
    expect((await swapOf(ben, disputedWithBen)).data.requester.fullName).toBe('Former member');
    expect((await threadOf(cy, completedWithCy)).data.items[0]?.sender.fullName).toBe('Former member');
    const settlement = (await statementOf(cy)).data.items.find((item) => item.kind === 'swap_settlement');
    expect(settlement?.counterpart).toEqual({ id: zola.userId, fullName: 'Former member' });
    for (const body of await everythingShownTo()) expect(body).not.toContain('Zola');
  });

  it('still shows "Former member" (not the purge placeholder) once the personal data is purged', async () => {
    clock.advance(31 * dayMs);
    expect((await purgeDeletedMembers(harness.database.db, { now: clock.now() })).purged).toBe(1);
    ben = await kit.signInAgain(ben);
    cy = await kit.signInAgain(cy);
    const received = (await requestsOf(ben)).data.items.find((request) => request.id === requestToBen);
    expect(received?.requester.full_name).toBe('Former member');
    const settlement = (await statementOf(cy)).data.items.find((item) => item.kind === 'swap_settlement');
    expect(settlement?.counterpart?.fullName).toBe('Former member');
    for (const body of await everythingShownTo()) expect(body).not.toMatch(/Zola|Deleted member/);
  });
});
