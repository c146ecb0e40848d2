import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@skillswap/contracts/shared/endpoint';
import { route } from '@skillswap/contracts/shared/route';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember } from '../../../test/members.ts';
import { freshIp, refresh, signIn } from '../../../test/auth-requests.ts';
import { bearer, enrolVerifiedTotp } from '../../../test/mfa-requests.ts';
import { endpointRoute } from '../../../lib/http/endpoint-route.ts';
import { getMember, getViewer } from '../../../lib/http/request-caller.ts';

// Two endpoints as other modules define them: one for members only, one open to visitors.
const membersOnly = defineEndpoint(route('GET', '/api/test/members-only'), {
  tag: 'Auth',
  summary: 'Answer the signed-in member',
  access: 'member',
  responses: { 200: z.looseObject({}) },
});
const open = defineEndpoint(route('GET', '/api/test/open'), {
  tag: 'Auth',
  summary: 'Answer the member, if any',
  access: 'optional',
  responses: { 200: z.object({ member: z.looseObject({}).nullable() }) },
});

describe(`the member an endpoint's access check lets in, on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    app.route({ ...endpointRoute(membersOnly), handler: async (request) => getMember(request) });
    app.route({ ...endpointRoute(open), handler: async (request) => ({ member: getViewer(request) }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers the member behind a valid token, and 401 without one or with a bad one', async () => {
    const member = await signUpMember(app);
    const answer = await get('/api/test/members-only', member.authHeader);
    expect(answer.json()).toMatchObject({ userId: member.userId, email: member.email, aal: 'aal1' });
    expect(answer.json<{ sessionId: string }>().sessionId).toMatch(/^[\da-f-]{36}$/);
    expect((await get('/api/test/members-only')).statusCode).toBe(401);
    expect((await get('/api/test/members-only', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await get('/api/test/members-only', { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('lets visitors through an optional endpoint, knows members, and still refuses an invalid token', async () => {
    const member = await signUpMember(app);
    expect((await get('/api/test/open')).json()).toEqual({ member: null });
    expect((await get('/api/test/open', member.authHeader)).json()).toMatchObject({
      member: { userId: member.userId },
    });
    expect((await get('/api/test/open', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('asks for the second factor (403 mfa_required) when a member with a verified factor is at aal1', async () => {
    const member = await signUpMember(app);
    const { session } = await enrolVerifiedTotp(app, member, new Date());
    expect((await get('/api/test/members-only', bearer(session.access_token))).json()).toMatchObject({
      aal: 'aal2',
    });
    const aal1 = (await signIn(app, member, { ip: freshIp() })).json<Session>();
    const refused = await get('/api/test/members-only', bearer(aal1.access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('mfa_required');
    expect((await get('/api/test/open', bearer(aal1.access_token))).statusCode).toBe(403);
  });

  it('refuses the tokens of a deleted account at once, and its refresh token too', async () => {
    const member = await signUpMember(app);
    await database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = '${member.userId}'`);
    expect((await get('/api/test/members-only', member.authHeader)).statusCode).toBe(401);
    const refreshed = await refresh(app, member.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json<{ code: string }>().code).toBe('session_not_found');
  });

  it('e-mails a member who signs in from a device it has not seen, once per device', async () => {
    const member = await signUpMember(app);
    const fromPhone = { 'user-agent': 'SkillSwapTest/1.0 (Phone)' };
    await signIn(app, member, { ip: freshIp(), headers: fromPhone });
    await signIn(app, member, { ip: freshIp(), headers: fromPhone });
    const mail = await database.db.execute<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox WHERE recipient = '${member.email}' ORDER BY id`,
    );
    const alerts = mail.rows.filter((row) => row.subject === 'New sign-in to your SkillSwap account');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body_text).toContain('SkillSwapTest/1.0 (Phone)');
  });
});
