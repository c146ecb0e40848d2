import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { createSwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { openLiveStream } from './live-stream.test-helper.ts';

// A partner's hour confirmation appears on the other member's open swap page at once.
describe(`hour confirmations as live events on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  const opened: Array<{ close(): void }> = [];

  beforeAll(async () => {
    harness = await createTestApp();
    baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await harness.close();
  });

  it('tells both members’ open tabs when one of them confirms or corrects the hours', async () => {
    const kit = createSwapKit(harness.app, harness.database);
    const ana = await kit.joinMember('Ana Confirmer');
    const ben = await kit.joinMember('Ben Watcher');
    const swapId = await kit.requestSwap(ana, ben);
    await kit.actOk(ben, swapId, 'accept');
    const benStream = await openLiveStream(baseUrl, { token: ben.accessToken });
    const anaStream = await openLiveStream(baseUrl, { token: ana.accessToken });
    opened.push(benStream, anaStream);

    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 1, recipientHours: 1 });
    const benSaw = await benStream.nextUntil('swap', swapId);
    expect(benSaw.at(-1)).toMatchObject({ event: 'swap', data: { swapId } });
    await anaStream.nextUntil('swap', swapId);

    // A correction is news too.
    await kit.actOk(ana, swapId, 'confirm', { requesterHours: 2, recipientHours: 1 });
    await benStream.nextUntil('swap', swapId);
  });
});
