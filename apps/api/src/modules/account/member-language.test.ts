import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { inject } from '../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';

describe(`the member's language on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let amal: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    amal = await signUpMember(testApp.app, { fullName: 'Amal Haddad' });
  });
  afterAll(() => testApp.close());

  const readUser = async () =>
    (await inject(testApp.app, authRoutes.getUser, { as: amal })).json<{
      language: string | null;
    }>();

  it('is null until chosen, then saved and returned with the signed-in member', async () => {
    expect((await readUser()).language).toBeNull();
    const response = await inject(testApp.app, accountRoutes.updateLanguage, {
      as: amal,
      body: { language: 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
    expect((await readUser()).language).toBe('ar');
  });

  it('can be forgotten again with null', async () => {
    const response = await inject(testApp.app, accountRoutes.updateLanguage, {
      as: amal,
      body: { language: null },
    });
    expect(response.statusCode).toBe(200);
    expect((await readUser()).language).toBeNull();
  });

  it('refuses a language SkillSwap does not speak with a 400, and visitors with a 401', async () => {
    for (const language of ['pt', 'ja', 'AR', '']) {
      const response = await inject(testApp.app, accountRoutes.updateLanguage, {
        unchecked: true,
        as: amal,
        body: { language },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
    const visitor = await inject(testApp.app, accountRoutes.updateLanguage, { body: { language: 'es' } });
    expect(visitor.statusCode).toBe(401);
  });
});
