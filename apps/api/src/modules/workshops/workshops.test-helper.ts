import type { FastifyInstance } from 'fastify';
import type { Balance } from '@skillswap/contracts/ledger/schemas';
import type { CreateWorkshopInput, WorkshopDetail } from '@skillswap/contracts/workshops/schemas';
import type { Database } from '../../db/client.ts';
import type { TestMember } from '../../test/members.ts';
import { createSwapKit, type KitMember } from '../swap-lifecycle/swaps.test-helper.ts';

/** Workshop requests over HTTP as a member's browser sends them, and hosts made the way the rules say. */
export function createWorkshopKit(app: FastifyInstance, database: Database) {
  const swaps = createSwapKit(app, database);

  const call = (member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: member?.authHeader ?? {}, ...(payload ? { payload } : {}) });

  async function ok<T = WorkshopDetail>(
    member: TestMember | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) {
    const response = await call(member, method, url, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }

  /** A verified member who has taught one hour in a completed swap: the rules for hosting. */
  async function joinHost(fullName: string): Promise<KitMember> {
    const host = await swaps.joinMember(fullName, { offers: 'Pottery' });
    const pupil = await swaps.joinMember(`${fullName}'s first pupil`, { wants: 'Pottery' });
    const swapId = await swaps.requestSwap(host, pupil, { hoursOffered: 1, hoursRequested: 0 });
    await swaps.actOk(pupil, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 0 };
    await swaps.actOk(host, swapId, 'confirm', hours);
    await swaps.actOk(pupil, swapId, 'confirm', hours);
    return host;
  }

  const workshopInput = (overrides: Partial<CreateWorkshopInput> = {}): CreateWorkshopInput => ({
    title: 'Wheel-throwing for beginners',
    skill: 'Pottery',
    description: 'Centre clay and pull your first cylinder.',
    date: '2026-06-10',
    startTime: '18:00',
    durationMinutes: 90,
    place: { kind: 'in_person', text: 'Studio 4, Rua das Flores' },
    seats: 3,
    price: 1,
    ...overrides,
  });

  const createWorkshop = (host: TestMember, overrides: Partial<CreateWorkshopInput> = {}) =>
    ok(host, 'POST', '/api/workshops', workshopInput(overrides));

  const book = (member: TestMember, workshopId: string) =>
    call(member, 'POST', `/api/workshops/${workshopId}/book`);
  const bookOk = (member: TestMember, workshopId: string) =>
    ok(member, 'POST', `/api/workshops/${workshopId}/book`);
  const balanceOf = (member: TestMember) => ok<Balance>(member, 'GET', '/api/ledger/balance');

  return {
    ...swaps,
    call,
    ok,
    joinHost,
    workshopInput,
    createWorkshop,
    book,
    bookOk,
    balanceOf,
  };
}

export type WorkshopKit = ReturnType<typeof createWorkshopKit>;
