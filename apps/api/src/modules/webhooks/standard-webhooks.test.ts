import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '@skillswap/contracts/webhooks/schemas';
import { migrationsDir } from '../../db/migrate.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { createSwapKit, type KitMember, type SwapKit } from '../swap-lifecycle/swaps.test-helper.ts';
import { addressPolicyOf } from './webhook-address.ts';
import { createWebhookWorker } from './webhook-worker.ts';
import { inject } from '../../test/inject.ts';
import { webhookRoutes } from '@skillswap/contracts/webhooks/routes';

// ADR 153: deliveries follow Standard Webhooks. A real HTTP receiver checks each one with the
// official `standardwebhooks` package's `Webhook.verify`, on the real clock, and answers 204 only
// when it passes.

describe(`Standard Webhooks deliveries, on ${databaseKind}`, { timeout: 60_000 }, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;
  let worker: ReturnType<typeof createWebhookWorker>;
  let server: Server;
  let url = '';
  // The secret the receiver verifies with, as the member pasted it into their receiver.
  let receiverSecret = '';
  const verified: Array<{ id: string; payload: unknown }> = [];
  let refused = 0;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
    worker = createWebhookWorker({
      db: harness.database.db,
      clock: { now: () => new Date() },
      logger: harness.app.log,
      authSecret: harness.config.AUTH_SECRET,
      addressPolicy: addressPolicyOf(harness.config),
    });
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          const body = Buffer.concat(chunks).toString('utf8');
          const payload = new Webhook(receiverSecret).verify(body, request.headers as Record<string, string>);
          verified.push({ id: String(request.headers['webhook-id']), payload });
          response.writeHead(204).end();
        } catch {
          refused += 1;
          response.writeHead(401).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await harness?.close();
  });

  const register = async (member: KitMember) => {
    const created = await inject(harness.app, webhookRoutes.createWebhookEndpoint, {
      as: member,
      body: { url, eventTypes: ['swap.requested'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ data: CreatedWebhookEndpoint }>().data;
  };
  const log = async (member: KitMember, endpointId: string) =>
    (
      await inject(harness.app, webhookRoutes.listWebhookDeliveries, { params: { endpointId }, as: member })
    ).json<{ data: WebhookDelivery[] }>().data;

  it('answers a whsec_ base64 secret the library loads, and every delivery passes its verify', async () => {
    const ada = await kit.joinMember('Ada Standard', {
      plan: 'enterprise',
      offers: 'Spanish',
      wants: 'Guitar',
    });
    const endpoint = await register(ada);
    // `whsec_` and 32 bytes in standard, padded base64; the last characters shown are the secret's.
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secretLastCharacters).toBe(endpoint.secret.slice(-4));
    receiverSecret = endpoint.secret;

    const ben = await kit.joinMember('Ben Standard', { offers: 'Guitar', wants: 'Spanish' });
    const swapId = await kit.requestSwap(ben, ada);
    await worker.runOnce();
    expect(refused).toBe(0);
    expect(verified).toHaveLength(1);
    expect(verified[0]!.payload).toMatchObject({
      id: verified[0]!.id,
      type: 'swap.requested',
      data: { swap: { id: swapId } },
    });
    expect((await log(ada, endpoint.id)).map((delivery) => delivery.status)).toEqual(['delivered']);
  });

  it('signs an endpoint registered before, with base64url, under the same bytes written as whsec_ base64', async () => {
    const cy = await kit.joinMember('Cy Standard', { plan: 'enterprise', offers: 'Chess', wants: 'Go' });
    const endpoint = await register(cy);
    // As the endpoint was kept before ADR 153: `whsec_` and base64url of its 32 bytes.
    const bytes = randomBytes(32);
    const before0109 = `whsec_${bytes.toString('base64url')}`;
    const stored = encryptSecret(harness.config.AUTH_SECRET, 'webhook-secret', before0109);
    await harness.database.db.execute(sql`UPDATE webhook_endpoints
      SET secret_encrypted = ${stored}, secret_last_characters = ${before0109.slice(-4)}
      WHERE id = ${endpoint.id}`);
    // Migration 0109 rewrites the last characters shown to those of the same bytes as whsec_ base64.
    const migration = readFileSync(
      path.join(migrationsDir, '0109_webhook_secrets_standard_form.sql'),
      'utf8',
    );
    await harness.database.db.execute(sql.raw(migration));
    receiverSecret = `whsec_${bytes.toString('base64')}`;
    const listed = await inject(harness.app, webhookRoutes.listWebhookEndpoints, { as: cy });
    expect(listed.json<{ data: Array<{ secretLastCharacters: string }> }>().data).toEqual([
      expect.objectContaining({ secretLastCharacters: receiverSecret.slice(-4) }),
    ]);
    const before = verified.length;

    await kit.requestSwap(await kit.joinMember('Di Standard', { offers: 'Go', wants: 'Chess' }), cy);
    await worker.runOnce();
    expect(refused).toBe(0);
    expect(verified.slice(before)).toHaveLength(1);
    expect((await log(cy, endpoint.id)).map((delivery) => delivery.status)).toEqual(['delivered']);
  });

  it('is refused by the verifier under any other secret, and retried', async () => {
    const eve = await kit.joinMember('Eve Standard', { plan: 'enterprise', offers: 'Knots', wants: 'Sails' });
    const endpoint = await register(eve);
    receiverSecret = `whsec_${randomBytes(32).toString('base64')}`;
    await kit.requestSwap(await kit.joinMember('Fay Standard', { offers: 'Sails', wants: 'Knots' }), eve);
    await worker.runOnce();
    expect(refused).toBe(1);
    const [delivery] = await log(eve, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery!.attemptLog.map((attempt) => attempt.statusCode)).toEqual([401]);
  });
});
