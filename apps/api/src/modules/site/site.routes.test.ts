import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { themeScriptCspSource } from './theme-script.ts';
import { inject } from '../../test/inject.ts';
import { siteRoutes } from '@skillswap/contracts/site/routes';

describe(`public site settings on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ config: { SUPPORT_EMAIL: 'help@swap.example' } });
  });
  afterAll(() => harness.close());

  it('tells a visitor the support address the deployment is configured with', async () => {
    const response = await inject(harness.app, siteRoutes.getPublicConfig);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'help@swap.example',
      billingEnabled: false,
      smsEnabled: false,
      // No SMTP server configured: mail stays in the outbox, readable at /dev/mailbox (ADR 75).
      localMailbox: true,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lets pages run the inline theme snippet, and no other inline script', async () => {
    const response = await inject(harness.app, siteRoutes.getPublicConfig);
    const csp = String(response.headers['content-security-policy']);
    const scriptSources = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    expect(scriptSources).toEqual(['script-src', "'self'", themeScriptCspSource]);
  });

  it('falls back to the example-domain address when none is configured', async () => {
    const other = await createTestApp();
    try {
      const response = await inject(other.app, siteRoutes.getPublicConfig);
      expect(response.json()).toEqual({
        supportEmail: 'support@skillswap.example',
        billingEnabled: false,
        smsEnabled: false,
        localMailbox: true,
      });
    } finally {
      await other.close();
    }
  });

  it('says mail reaches real inboxes when an SMTP server is configured', async () => {
    const other = await createTestApp({
      config: { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await inject(other.app, siteRoutes.getPublicConfig);
      expect(response.json()).toMatchObject({ localMailbox: false });
    } finally {
      await other.close();
    }
  });
});
