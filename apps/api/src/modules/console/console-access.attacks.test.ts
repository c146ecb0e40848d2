import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { grantRoleCommand } from '../../cli/role-commands.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { freshIp, signIn } from '../../test/auth-requests.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { bearer } from '../../test/mfa-requests.ts';
import { signUpMember } from '../../test/members.ts';
import { signUpStaffMember } from '../../test/staff.ts';
import { setMemberRole } from '../auth/index.ts';
import { inject } from '../../test/inject.ts';
import { adminRoutes } from '@skillswap/contracts/admin/routes';
import { authRoutes } from '@skillswap/contracts/auth/routes';

describe(`console access on ${databaseKind}`, () => {
  const clock = createManualClock(new Date('2026-11-02T09:00:00Z'));
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ clock });
  });
  afterAll(() => harness.close());

  const listTeam = (accessToken?: string) =>
    inject(harness.app, adminRoutes.listTeam, { headers: accessToken ? bearer(accessToken) : {} });

  it('C1: a visitor gets 401 and a member 403 forbidden, however the request is dressed', async () => {
    expect((await listTeam()).statusCode).toBe(401);
    const member = await signUpMember(harness.app);
    const refused = await listTeam(member.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    // A role claimed in the request changes nothing: the server reads the role from the database.
    const claimed = await inject(harness.app, adminRoutes.listTeam, {
      unchecked: true,
      query: { role: 'admin' },
      headers: { ...bearer(member.accessToken), 'x-role': 'admin' },
    });
    expect(claimed.statusCode).toBe(403);
  });

  it('C2: a moderator without a second factor is asked to step up, not let in', async () => {
    const member = await signUpMember(harness.app);
    await setMemberRole(harness.database.db, {
      who: member.email,
      role: 'moderator',
      actorId: null,
      via: 'cli',
    });
    const refused = await listTeam(member.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'mfa_required' });
  });

  it('C3: a moderator at aal1 is asked to step up; at aal2 the team is listed, admins first', async () => {
    const admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const password = await signIn(harness.app, moderator, { ip: freshIp() });
    expect((await listTeam(password.json<Session>().access_token)).json()).toMatchObject({
      code: 'mfa_required',
    });

    const listed = await listTeam(moderator.accessToken);
    expect(listed.statusCode).toBe(200);
    const { team } = listed.json<{ team: Array<{ id: string; role: string; fullName: string }> }>();
    const ids = team.map((entry) => entry.id);
    expect(ids).toContain(admin.userId);
    expect(ids).toContain(moderator.userId);
    expect(team.findIndex((entry) => entry.role === 'moderator')).toBeGreaterThan(
      team.findIndex((entry) => entry.role === 'admin'),
    );
    expect(JSON.stringify(team)).not.toContain('@');
  });

  it('C4: taking the role away closes the console at once, with the same access token', async () => {
    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    expect((await listTeam(moderator.accessToken)).statusCode).toBe(200);
    await setMemberRole(harness.database.db, {
      who: moderator.userId,
      role: 'member',
      actorId: null,
      via: 'cli',
    });
    expect((await listTeam(moderator.accessToken)).json()).toMatchObject({ code: 'forbidden' });
  });

  it('C5: the session tells the web app the member’s role', async () => {
    const moderator = await signUpStaffMember(harness.app, harness.database, clock, 'moderator');
    const refreshed = await inject(harness.app, authRoutes.token, {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: moderator.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<Session>().user.role).toBe('moderator');
    const member = await signUpMember(harness.app);
    const user = await inject(harness.app, authRoutes.getUser, { as: member });
    expect(user.json<{ role: string }>().role).toBe('member');
  });

  it('admin:grant makes an admin by e-mail, audits it as done on the server machine, and refuses nonsense', async () => {
    const member = await signUpMember(harness.app, { fullName: 'Grace Admin' });
    const printed: string[] = [];
    const output = { print: (line: string) => printed.push(line) };
    await grantRoleCommand(harness.database, [member.email.toUpperCase()], output);
    expect(printed[0]).toBe(
      `Grace Admin (${member.email}) is now an admin (was a member without a console role).`,
    );
    await grantRoleCommand(harness.database, [member.email], output);
    expect(printed.at(-1)).toContain('is already an admin; nothing changed.');

    const trail = await harness.database.db.select().from(auditLog).where(eq(auditLog.userId, member.userId));
    const changes = trail.filter((entry) => entry.event === 'role_changed');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ actorId: null, details: { from: 'member', to: 'admin', via: 'cli' } });

    await expect(grantRoleCommand(harness.database, [member.email, 'owner'], output)).rejects.toThrow(
      'Unknown role "owner"',
    );
    await expect(grantRoleCommand(harness.database, [], output)).rejects.toThrow('Usage: admin:grant');
    await expect(grantRoleCommand(harness.database, ['nobody@skillswap.test'], output)).rejects.toThrow(
      'No active member',
    );
  });
});
