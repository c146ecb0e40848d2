import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';

function createBuildWithPrerenderedPages() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillswap-prerendered-'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SkillSwap</title><div id="root"></div>');
  // With the language alternates the build writes into each page's head, root-relative.
  const page = (text: string) =>
    `<!doctype html><head><link rel="alternate" hreflang="es" href="/es/" />` +
    `<link rel="alternate" hreflang="x-default" href="/" /></head>` +
    `<div id="root"><h1>${text}</h1>${'<p>copy</p>'.repeat(300)}</div>`;
  writeFileSync(path.join(dir, 'prerendered', 'home.html'), page('Trade Skills'));
  writeFileSync(path.join(dir, 'prerendered', 'pricing.html'), page('Simple plans'));
  mkdirSync(path.join(dir, 'prerendered', 'es'));
  writeFileSync(path.join(dir, 'prerendered', 'es', 'home.html'), page('Intercambia habilidades'));
  writeFileSync(path.join(dir, 'prerendered', 'es', 'pricing.html'), page('Planes sencillos'));
  mkdirSync(path.join(dir, 'prerendered', 'ar'));
  writeFileSync(path.join(dir, 'prerendered', 'ar', 'home.html'), page('تبادل المهارات'));
  return dir;
}

describe(`prerendered pages on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ config: { WEB_DIST: createBuildWithPrerenderedPages() } });
  });
  afterAll(() => harness.close());

  it('sends a visitor of / and /pricing the page already rendered, compressed and revalidated', async () => {
    for (const [url, heading] of [
      ['/', 'Trade Skills'],
      ['/pricing?plan=premium', 'Simple plans'],
    ] as const) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(response.rawPayload).toString()).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('writes the site’s public address into the language alternates, which search engines need absolute', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/es/',
      headers: { accept: 'text/html' },
    });
    const base = harness.config.PUBLIC_URL.replace(/\/+$/, '');
    expect(response.body).toContain(`<link rel="alternate" hreflang="es" href="${base}/es/" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/" />`);
    expect(response.body).not.toContain('href="/es/"');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('still sends the empty app shell for pages rendered in the browser only', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('serves each language its own prerendered copy at /<lang>/ (ADR 102)', async () => {
    for (const [url, heading] of [
      ['/es/', 'Intercambia habilidades'],
      ['/es', 'Intercambia habilidades'],
      ['/es/pricing', 'Planes sencillos'],
      ['/ar/', 'تبادل المهارات'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('sends a visitor of a bare address to their language: cookie first, then Accept-Language', async () => {
    const spanish = await get('/pricing?plan=premium', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe('/es/pricing?plan=premium');
    expect(spanish.headers.vary).toContain('accept-language');

    const arabicCookie = await get('/', { 'accept-language': 'es', cookie: 'skillswap_lang=ar' });
    expect(arabicCookie.headers.location).toBe('/ar/');

    // English chosen in the switcher wins over the browser; a language without that page stays English.
    expect((await get('/', { 'accept-language': 'es', cookie: 'skillswap_lang=en' })).statusCode).toBe(200);
    expect((await get('/pricing', { cookie: 'skillswap_lang=ar' })).statusCode).toBe(200);
    expect((await get('/', { 'accept-language': 'ja, zh;q=0.8' })).statusCode).toBe(200);
  });

  it('T72: a forged language cookie or header never picks the redirect target', async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie: 'skillswap_lang=%2F%2Fevil.example' },
      { cookie: 'skillswap_lang=es%0d%0aSet-Cookie:%20x=1' },
      { 'accept-language': '//evil.example, es;q=0' },
      { 'accept-language': '*, es-ES;q=abc' },
    ]) {
      const response = await get('/', headers);
      const location = response.headers.location;
      expect(location === undefined || location === '/es/', JSON.stringify(headers)).toBe(true);
      expect(response.headers['x-injected']).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
