import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { buildSiblingApp } from '../../../test/auth-requests.ts';
import { inject } from '../../../test/inject.ts';
import { contactRoutes } from '@skillswap/contracts/contact/routes';

/** TRUST_PROXY as an operator writes it, read through the real config loader. */
const trustProxyFromEnv = (value: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', TRUST_PROXY: value }).TRUST_PROXY;

describe('the TRUST_PROXY setting', () => {
  it('takes a hop count or a list of proxy addresses and CIDRs; false, 0 or unset trust no header', () => {
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).TRUST_PROXY).toBe(false);
  });

  it('refuses true, which would believe whatever the client writes, with a message naming the variable', () => {
    expect(() => trustProxyFromEnv('true')).toThrow(ConfigError);
    expect(() => trustProxyFromEnv('true')).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    expect(() => trustProxyFromEnv('10.0.0.0/33,proxy.internal')).toThrow(
      /TRUST_PROXY: not a hop count, an address or a CIDR: "10.0.0.0\/33", "proxy.internal"/,
    );
    expect(() => trustProxyFromEnv('11')).toThrow(/TRUST_PROXY: a hop count must be between 0 and 10/);
  });
});

describe(`per-IP limits behind a proxy on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let sender = 0;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  /** A contact message (limit 5 per address per 10 minutes), each from its own sender address. */
  function sendContact(app: FastifyInstance, from: { socket: string; forwardedFor?: string }) {
    sender += 1;
    return inject(app, contactRoutes.sendContactMessage, {
      remoteAddress: from.socket,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      body: {
        name: 'Proxy Tester',
        email: `sender-${sender}@visitor.example`,
        subject: 'Hello',
        message: 'Just checking the limits, thank you.',
      },
    });
  }
  async function statusesOf(count: number, send: (attempt: number) => ReturnType<typeof sendContact>) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) statuses.push((await send(attempt)).statusCode);
    return statuses;
  }
  const fiveThenLimited = [201, 201, 201, 201, 201, 429];

  it('with one hop, a forged left-most address is ignored: the limit holds on the address the proxy saw', async () => {
    const app = await buildSiblingApp(harness.database, { TRUST_PROXY: trustProxyFromEnv('1') });
    try {
      const forged = await statusesOf(6, (attempt) =>
        sendContact(app, { socket: '10.1.0.1', forwardedFor: `198.51.100.${attempt + 1}, 203.0.113.50` }),
      );
      expect(forged).toEqual(fiveThenLimited);
      // Other clients behind the same proxy keep their own budget.
      const others = await statusesOf(6, (attempt) =>
        sendContact(app, { socket: '10.1.0.1', forwardedFor: `203.0.113.${attempt + 60}` }),
      );
      expect(others).toEqual([201, 201, 201, 201, 201, 201]);
    } finally {
      await app.close();
    }
  });

  it('with a list of proxies, hops from them are skipped and a direct client cannot claim another address', async () => {
    const app = await buildSiblingApp(harness.database, {
      TRUST_PROXY: trustProxyFromEnv('10.2.0.0/16, 10.3.0.7'),
    });
    try {
      const viaTwoProxies = await statusesOf(6, (attempt) =>
        sendContact(app, {
          socket: '10.3.0.7',
          forwardedFor: `198.51.100.${attempt + 1}, 203.0.113.80, 10.2.4.4`,
        }),
      );
      expect(viaTwoProxies).toEqual(fiveThenLimited);
      const direct = await statusesOf(6, (attempt) =>
        sendContact(app, { socket: '192.0.2.200', forwardedFor: `203.0.113.${attempt + 90}` }),
      );
      expect(direct).toEqual(fiveThenLimited);
    } finally {
      await app.close();
    }
  });
});
