import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { apiEntryArguments } from '../../apps/api/src/test/api-bundle.ts';
import { consoleE2e } from './console-server.ts';
import { accountButton, createMember, expect, testClientAddress, type TestMember } from './member-session.ts';

/**
 * Runs an operator command (`apps/api/src/cli/<script>.ts`) as an operator would on the server's machine: on
 * the console server's folder, so it reaches the running server (ADR 53). Answers what it printed.
 */
export async function runOperatorCommand(script: string, args: string[]) {
  // The console server's folder, not whatever database the shell running the journeys points at.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: consoleE2e.dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...apiEntryArguments(path.resolve(`apps/api/src/cli/${script}.ts`)), ...args],
    { env },
  );
  return stdout;
}

/** `admin:grant`: gives (or with `member` takes back) a console role. */
export function grantRole(email: string, role: 'admin' | 'moderator' | 'member') {
  return runOperatorCommand('admin-grant', [email, role]);
}

export interface TestStaffMember extends TestMember {
  totp: OTPAuth.TOTP;
}

/**
 * A member of the team on the console server: signed up, with an authenticator app turned on through the API
 * (as the Settings page does it), then given the role by `admin:grant`.
 */
export async function createStaffMember(
  request: APIRequestContext,
  first: string,
  role: 'admin' | 'moderator',
  /**
   * Another install than the console server (a federation journey's second node), with its own `admin:grant`.
   */
  site: { origin: string; grant: typeof grantRole; verified?: boolean } = {
    origin: consoleE2e.origin,
    grant: grantRole,
  },
): Promise<TestStaffMember> {
  const { origin } = site;
  const member = await createMember(request, first, undefined, {
    origin,
    ...(site.verified === false ? { verified: false } : {}),
  });
  const headers = { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': testClientAddress() };
  const enrolled = await request.post(`${origin}/api/auth/factors`, {
    headers,
    data: { friendly_name: 'Phone app', factor_type: 'totp' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(factor.totp.secret),
    digits: 6,
    period: 30,
  });
  const challenge = await request.post(`${origin}/api/auth/factors/${factor.id}/challenge`, {
    headers,
    data: {},
  });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`${origin}/api/auth/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: totp.generate() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(await site.grant(member.email, role)).toContain(`is now a${role === 'admin' ? 'n' : ''} ${role}`);
  return { ...member, totp };
}

/**
 * Signs a team member in on the console server through the Login tab and the second-factor step (a code of
 * the next time step: the one that turned the app on cannot be used twice), landing on `path`.
 */
export async function signInToConsole(
  page: Page,
  staff: TestStaffMember,
  path = '/admin',
  origin = consoleE2e.origin,
) {
  await page.goto(`${origin}/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page
    .getByLabel('Code from your authenticator app')
    .fill(staff.totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountButton(page)).toBeVisible();
}
