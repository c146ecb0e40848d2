import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { openDatabase, type Database } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { createManualClock } from '../../../lib/clock.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailableReason,
  type ThrowawayPostgres,
} from '../../../test/throwaway-postgres.ts';

// Needs a PostgreSQL cluster of its own to stop and freeze: the shared server stays untouched.
const skipReason = throwawayPostgresUnavailableReason();
const timeouts = { connectMs: 1_000, statementMs: 2_000, idleInTransactionMs: 5_000 };
/** Longer than a process keeps its copy of the signing keys, so the next request reads them again. */
const pastKeyCacheMs = 61_000;

describe.skipIf(skipReason !== null)(
  `a valid access token while PostgreSQL is down (${skipReason ?? 'own cluster'})`,
  () => {
    let cluster: ThrowawayPostgres;
    let database: Database;
    let app: FastifyInstance;
    let member: TestMember;
    const clock = createManualClock(new Date());

    beforeAll(async () => {
      cluster = await createThrowawayPostgres();
      await cluster.start();
      database = await openDatabase({ databaseUrl: cluster.url, dataDir: '', poolSize: 3, timeouts });
      await migrate(database);
      app = await buildApp({ config: testConfig(), database, clock });
      await app.ready();
      member = await signUpMember(app);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.close().catch(() => undefined);
      await cluster?.destroy();
    });

    const readOwnProfile = () =>
      app.inject({ method: 'GET', url: '/api/me/profile', headers: member.authHeader });
    const expectUnavailable = (response: Awaited<ReturnType<typeof readOwnProfile>>) => {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
      expect(response.headers['retry-after']).toBe('5');
    };

    it('answers 503 with Retry-After, never 401, when the keys are due to be read again during a stop', async () => {
      expect((await readOwnProfile()).statusCode).toBe(200);
      clock.advance(pastKeyCacheMs);
      await cluster.stop();
      try {
        expectUnavailable(await readOwnProfile());
        // The last keys read are kept: the public key set is still served from them.
        const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
        expect(jwks.statusCode).toBe(200);
        expect(jwks.json<{ keys: unknown[] }>().keys.length).toBeGreaterThan(0);
        // What is not a token at all is still refused as one, database or not.
        const forged = await app.inject({
          method: 'GET',
          url: '/api/me/profile',
          headers: { authorization: 'Bearer not.a.token' },
        });
        expect(forged.statusCode).toBe(401);
      } finally {
        await cluster.start();
      }
      clock.advance(pastKeyCacheMs);
      expect((await readOwnProfile()).statusCode).toBe(200);
    }, 60_000);

    it('answers 503 with Retry-After, never 401, while PostgreSQL is frozen', async () => {
      clock.advance(pastKeyCacheMs);
      await cluster.freeze(true);
      try {
        expectUnavailable(await readOwnProfile());
      } finally {
        await cluster.freeze(false);
      }
      clock.advance(pastKeyCacheMs);
      let afterThaw = await readOwnProfile();
      // A connection the freeze timed out is dropped; the pool may need one more try to open a fresh one.
      if (afterThaw.statusCode === 503) afterThaw = await readOwnProfile();
      expect(afterThaw.statusCode).toBe(200);
    }, 60_000);
  },
);
