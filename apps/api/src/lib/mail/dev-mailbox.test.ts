import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig, type Config } from '../../config.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';
import { enqueueMessage } from '../outbox.ts';

describe(`the local mailbox page on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await enqueueMessage(database.db, {
      to: 'first@mail.test',
      subject: 'Verify your e-mail address',
      text: 'Open http://localhost:3000/verify-email?token=abc_DEF-123 to verify.',
    });
    await enqueueMessage(database.db, {
      to: 'second@mail.test',
      subject: 'A <script>alert(1)</script> subject',
      text: 'Hello <b>there</b> & javascript:alert(1) "quoted"',
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  async function appWith(config: Partial<Config>) {
    const app = await buildApp({ config: testConfig(config), database });
    await app.ready();
    apps.push(app);
    return app;
  }
  const open = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress,
      headers: { accept: 'text/html', ...headers },
    });

  it('lists the outbox newest first to this computer, links clickable and everything else escaped', async () => {
    const app = await appWith({ MAIL_TRANSPORT: 'log' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await open(app, address);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const html = page.body;
      expect(html.indexOf('second@mail.test')).toBeLessThan(html.indexOf('first@mail.test'));
      expect(html).toContain(
        '<a href="http://localhost:3000/verify-email?token=abc_DEF-123">http://localhost:3000/verify-email?token=abc_DEF-123</a> to verify.',
      );
      expect(html).toContain('A &#60;script&#62;alert(1)&#60;/script&#62; subject');
      expect(html).toContain('Hello &#60;b&#62;there&#60;/b&#62; &#38; javascript:alert(1) &#34;quoted&#34;');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('href="javascript');
    }
    // A local proxy (the web dev server) passing on a request from this computer.
    expect((await open(app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('is a 404 when mail goes to an SMTP server', async () => {
    const app = await appWith({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' });
    const page = await open(app, '127.0.0.1');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('first@mail.test');
  });

  it('is a 404 to a client on another computer, directly or forwarded, whatever TRUST_PROXY says', async () => {
    const settings: Array<Config['TRUST_PROXY']> = [false, 1, ['loopback'], ['127.0.0.1']];
    for (const trustProxy of settings) {
      const app = await appWith({ MAIL_TRANSPORT: 'log', TRUST_PROXY: trustProxy });
      const attempts = [
        await open(app, '203.0.113.9'),
        await open(app, '10.0.0.4', { 'x-forwarded-for': '127.0.0.1' }),
        await open(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
        await open(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }),
        await open(app, '127.0.0.1', { 'x-real-ip': '198.51.100.7' }),
        await open(app, '127.0.0.1', { forwarded: 'for=198.51.100.7;proto=http' }),
        await open(app, '127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711"' }),
      ];
      for (const page of attempts) {
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('mail.test');
      }
    }
  });

  it("answers only to a Host of this install, so a rebound domain in the owner's browser reads nothing", async () => {
    const app = await appWith({ MAIL_TRANSPORT: 'log', PUBLIC_URL: 'https://skills.example.org' });
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'LOCALHOST',
      'skills.example.org',
    ]) {
      expect((await open(app, '127.0.0.1', { host })).statusCode).toBe(200);
    }
    const rebound = [
      'attacker.example:3000',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      'evil',
      '[::2]',
    ];
    for (const host of rebound) {
      const page = await open(app, '127.0.0.1', { host });
      expect(page.statusCode, host).toBe(404);
      expect(page.body).not.toContain('mail.test');
    }
  });

  it('is a 404 when any header names a client or a forwarded host, even a loopback one', async () => {
    const app = await appWith({ MAIL_TRANSPORT: 'log' });
    const headers = [
      'CF-Connecting-IP',
      'True-Client-IP',
      'X-Client-IP',
      'X-Cluster-Client-IP',
      'Fastly-Client-IP',
      'X-Original-Forwarded-For',
      'X-Forwarded-Host',
      'X-Envoy-External-Address',
      'Client-IP',
    ];
    for (const name of headers) {
      for (const value of ['203.0.113.9', '127.0.0.1']) {
        const page = await open(app, '127.0.0.1', { [name]: value });
        expect(page.statusCode, `${name}: ${value}`).toBe(404);
        expect(page.body).not.toContain('mail.test');
      }
    }
  });
});
