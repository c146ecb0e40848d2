import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';

describe(`a local install answers at one address (${databaseKind})`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ config: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => harness.close());

  const open = (host: string, url: string, accept = 'text/html,application/xhtml+xml') =>
    harness.app.inject({ method: 'GET', url, headers: { host, accept } });

  it('a page opened at 127.0.0.1 or [::1] on the same port moves to PUBLIC_URL, path and query kept', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await open(host, '/explore?q=guitar');
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/explore?q=guitar');
    }
  });

  it('PUBLIC_URL itself, API calls, another port and a LAN address are left alone', async () => {
    expect((await open('localhost:3000', '/explore')).statusCode).not.toBe(308);
    expect((await open('127.0.0.1:3000', '/api/health', 'application/json')).statusCode).toBe(200);
    expect((await open('127.0.0.1:3001', '/explore')).statusCode).not.toBe(308);
    expect((await open('192.0.2.2:3000', '/explore')).statusCode).not.toBe(308);
  });
});
