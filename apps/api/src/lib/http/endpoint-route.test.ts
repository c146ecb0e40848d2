import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestDatabase, databaseKind } from '../../test/database.ts';

describe(`routes registered without an endpoint definition, on ${databaseKind}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  async function startWith(register: (app: FastifyInstance) => void) {
    const app = await buildApp({ config: testConfig(), database });
    try {
      register(app);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('stop the server from starting when they sit under /api, so none escapes the access check', async () => {
    await expect(
      startWith((app) => app.get('/api/hand-written', async () => ({ secret: true }))),
    ).rejects.toThrow('GET /api/hand-written is registered without an endpoint definition');
    await expect(startWith((app) => app.post('/metrics', async () => ({})))).rejects.toThrow(
      'without an endpoint definition',
    );
  });

  it('are allowed outside the API, as the web app’s pages are', async () => {
    await expect(startWith((app) => app.get('/about-us', async () => 'A page'))).resolves.toBeUndefined();
  });
});
