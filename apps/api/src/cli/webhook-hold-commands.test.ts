import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '@skillswap/contracts/webhooks/schemas';
import { auditLog } from '../db/schema/index.ts';
import { createManualClock } from '../lib/clock.ts';
import { createSwapKit, type KitMember } from '../modules/swap-lifecycle/swaps.test-helper.ts';
import { queueSwapWebhooks } from '../modules/swaps/index.ts';
import { addressPolicyOf, createWebhookWorker } from '../modules/webhooks/index.ts';
import { startWebhookReceiver } from '../modules/webhooks/webhook-receiver.test-helper.ts';
import { createTestApp } from '../test/app.ts';
import { databaseKind } from '../test/database.ts';
import { createTerminalOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';
import {
  dropWebhooksCommand,
  holdWebhooksCommand,
  pendingWebhooksCommand,
  releaseWebhooksCommand,
} from './webhook-hold-commands.ts';
import { inject } from '../test/inject.ts';
import { webhookRoutes } from '@skillswap/contracts/webhooks/routes';

const minuteMs = 60_000;

// A restored backup brings back the webhook deliveries that were waiting when it was taken, most of which the
// old server made since: like its mail, the operator may hold them before the first
// start (docs/operations.md "Backups").
describe(`holding, releasing and dropping queued webhook deliveries on ${databaseKind}`, () => {
  // The commands read the real time; the server's clock starts just before it, so access tokens stay valid.
  const backupTakenAt = new Date(Date.now() - 5 * minuteMs);
  const clock = createManualClock(new Date(Date.now() - minuteMs));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let account: KitMember;
  let swapId: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let endpoint: CreatedWebhookEndpoint;
  let printed: string[] = [];
  const output = createTerminalOutput((text) => printed.push(text.replace(/\n$/, '')));

  beforeAll(async () => {
    harness = await createTestApp({ clock });
    const kit = createSwapKit(harness.app, harness.database);
    account = await kit.joinMember('Ada Enterprise', {
      plan: 'enterprise',
      offers: 'Spanish',
      wants: 'Guitar',
    });
    const counterpart = await kit.joinMember('Ben Free');
    swapId = await kit.requestSwap(counterpart, account);
    receiver = await startWebhookReceiver();
    const response = await inject(harness.app, webhookRoutes.createWebhookEndpoint, {
      as: account,
      body: { url: receiver.url, eventTypes: ['swap.requested'] },
    });
    endpoint = response.json<{ data: CreatedWebhookEndpoint }>().data;
  }, 60_000);
  afterAll(async () => {
    await receiver?.stop();
    await harness?.close();
  });

  const queueEventAt = (time: Date) =>
    harness.database.db.transaction((tx) =>
      queueSwapWebhooks(tx, { swapId, status: 'requested', now: time }),
    );
  const run = async (command: typeof pendingWebhooksCommand, args: string[]) => {
    printed = [];
    await command(harness.database, args, output);
    return printed;
  };
  const deliveryLog = async () => {
    const response = await inject(harness.app, webhookRoutes.listWebhookDeliveries, {
      params: { endpointId: endpoint.id },
      as: account,
    });
    return response.json<{ data: WebhookDelivery[] }>().data;
  };
  const deliver = async () => {
    const worker = createWebhookWorker({
      db: harness.database.db,
      clock,
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: addressPolicyOf(harness.config),
    });
    await worker.runOnce();
  };
  const at = (minutesBeforeBackup: number) =>
    new Date(backupTakenAt.getTime() - minutesBeforeBackup * minuteMs).toISOString();

  it('refuses bad arguments and changes nothing', async () => {
    for (const [command, args] of [
      [holdWebhooksCommand, []],
      [holdWebhooksCommand, ['--before', 'yesterday']],
      [dropWebhooksCommand, ['--before']],
      [releaseWebhooksCommand, ['--all']],
      [pendingWebhooksCommand, ['--limit', '3']],
    ] as const) {
      await expect(run(command, [...args])).rejects.toThrow(UsageError);
    }
    expect(await run(pendingWebhooksCommand, [])).toEqual(['No webhook delivery waits.']);
  });

  it('held deliveries are not made; release makes them, drop never; each step audited', async () => {
    // Three events waiting in the backup (two and one hours before it), then one after the restore.
    for (const minutes of [120, 60, 59]) await queueEventAt(new Date(at(minutes)));
    const [oldest, middle, newest] = (await deliveryLog()).reverse();

    const held = await run(holdWebhooksCommand, ['--before', at(0)]);
    expect(held).toEqual([
      `Held 3 deliveries queued before ${at(0)}: #${oldest!.id}, #${middle!.id}, #${newest!.id}.`,
      'webhooks:release sends them; webhooks:drop --before <time> drops them for good.',
    ]);
    clock.set(new Date());
    await queueEventAt(clock.now());
    expect((await run(pendingWebhooksCommand, [])).at(-1)).toBe(
      '3 deliveries held: webhooks:release sends them, webhooks:drop --before <time> drops them.',
    );
    await deliver();
    const afterStart = await deliveryLog();
    expect(receiver.eventIds()).toEqual([afterStart[0]!.eventId]);
    // To the endpoint's owner a held delivery is still waiting to go out.
    expect(afterStart.slice(1).map((delivery) => delivery.status)).toEqual(['pending', 'pending', 'pending']);

    expect(await run(dropWebhooksCommand, ['--before', at(90)])).toEqual([
      `Dropped 1 delivery queued before ${at(90)}: #${oldest!.id}. They show as failed in the endpoint's log, from where its owner may redeliver one.`,
    ]);
    expect(await run(releaseWebhooksCommand, ['--before', at(30)])).toEqual([
      `Released 2 deliveries: #${middle!.id}, #${newest!.id}. The webhook worker sends them within seconds.`,
    ]);
    clock.advance(1_000);
    await deliver();
    const settled = await deliveryLog();
    expect(settled.map((delivery) => [delivery.id, delivery.status, delivery.attempts])).toEqual([
      [settled[0]!.id, 'delivered', 1],
      [newest!.id, 'delivered', 1],
      [middle!.id, 'delivered', 1],
      [oldest!.id, 'failed', 0],
    ]);
    expect(receiver.eventIds().sort()).toEqual(
      [settled[0]!.eventId, newest!.eventId, middle!.eventId].sort(),
    );
    expect(await run(releaseWebhooksCommand, [])).toEqual(['No held webhook delivery.']);

    const trail = await harness.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.event, ['webhooks_held', 'webhooks_released', 'webhooks_dropped']))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.event, entry.details])).toEqual([
      ['webhooks_held', { before: at(0), count: 3, via: 'cli' }],
      ['webhooks_dropped', { before: at(90), count: 1, via: 'cli' }],
      ['webhooks_released', { before: at(30), count: 2, via: 'cli' }],
    ]);
  });
});
