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
  const page = (text: string) =>
    `<!doctype html><div id="root"><h1>${text}</h1>${'<p>copy</p>'.repeat(300)}</div>`;
  writeFileSync(path.join(dir, 'prerendered', 'home.html'), page('Trade Skills'));
  writeFileSync(path.join(dir, 'prerendered', 'pricing.html'), page('Simple plans'));
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

  it('still sends the empty app shell for pages rendered in the browser only', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
