import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.ts';
import { databaseKind } from './test/database.ts';
import { inject } from './test/inject.ts';
import { healthRoutes } from '@skillswap/contracts/health/routes';

function createFakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillswap-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SkillSwap</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("hi");'.repeat(200));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe(`API server on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ config: { WEB_DIST: createFakeBuild() } });
  });
  afterAll(() => harness.close());

  it('reports health when the database answers', async () => {
    const response = await inject(harness.app, healthRoutes.checkLiveness);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: databaseKind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await inject(harness.app, healthRoutes.checkLiveness);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('answers unknown API routes with the error shape', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'No route for GET /api/nope' });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
  });

  it('serves index.html for client routes, never cached', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/explore?q=guitar',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves other static files with revalidation', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });
});
