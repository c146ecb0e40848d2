import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@skillswap/contracts/explore/page-data';
import type { ExplorePage } from '@skillswap/contracts/profiles/schemas';
import { profiles, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const hostileName = 'Zed </script><script>alert(1)</script><!-- $& \u2028';
const dataScript = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/g;
const realBuild = path.resolve(import.meta.dirname, '../../../../web/dist');

/** A build with the app's shell only: no server entry, so pages get their data and render in the browser. */
function createShellOnlyBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillswap-explore-page-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>SkillSwap</title><div id="root"></div><script type="module" src="/a.js"></script>',
  );
  return dir;
}

/**
 * A build whose server entry records each page it renders in `globalThis[key]` (or throws, `fails`), for
 * watching what the server renders by itself.
 */
function createRecordingBuild(key: string, { fails = false } = {}) {
  const dir = createShellOnlyBuild();
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'prerender.js'),
    `export async function renderPage(url, pageData, language) {
      (globalThis[${JSON.stringify(key)}] ??= []).push({ url, language, members: pageData.explore?.page.items.length });
      if (${fails}) throw new Error('This renderer fails');
      return '<main>Rendered</main>';
    }
    export function catalogueOf() {
      return {};
    }`,
  );
  return dir;
}

const rendersOf = (key: string) => (globalThis as Record<string, unknown>)[key];

async function addMembers(testApp: TestApp) {
  const members = [
    { key: 'hostile', fullName: hostileName, skillsOffered: ['Graphic Design'], rating: 4.9, reviewCount: 3 },
    // Elite: Explore's "Featured" row shows her for a search she matches.
    {
      key: 'ana',
      fullName: 'Ana Guitarra',
      skillsOffered: ['Guitar'],
      rating: 4.5,
      reviewCount: 3,
      plan: 'elite' as const,
    },
    {
      key: 'dee',
      fullName: 'Dee Private',
      skillsOffered: ['Logo Design'],
      profileVisibility: 'private' as const,
    },
  ];
  for (const { key, ...values } of members) {
    const [user] = await testApp.database.db
      .insert(users)
      .values({ email: `${key}@explore-page.example`, fullName: values.fullName })
      .returning({ id: users.id });
    await testApp.database.db.insert(profiles).values({ id: user!.id, ...values, skillsWanted: ['Baking'] });
  }
}

async function getPage(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  const scripts = [...response.body.matchAll(dataScript)].map((match) => match[1] ?? '');
  return { response, scripts, pageData: scripts[0] ? (JSON.parse(scripts[0]) as PageData) : undefined };
}

async function getApiPage(testApp: TestApp, query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/profiles?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ExplorePage>();
}

describe(`Explore's HTML on ${databaseKind}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { WEB_DIST: createShellOnlyBuild() } });
    await addMembers(testApp);
  });
  afterAll(() => testApp.close());

  it('carries the first page a visitor would fetch from the API, revalidated on every visit', async () => {
    const { response, scripts, pageData } = await getPage(testApp, '/explore');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(scripts).toHaveLength(1);
    expect(pageData?.explore?.search).toEqual({ q: '', category: null, filters: null, community: null });
    expect(pageData?.explore?.page).toEqual(await getApiPage(testApp, 'limit=24'));
    expect(pageData?.explore?.page.items.map((item) => item.full_name)).toEqual([
      hostileName,
      'Ana Guitarra',
    ]);
    expect(response.body).toContain('<title>Explore Skills | SkillSwap</title>');
  });

  it("keeps a member's name inside its script: no markup of theirs reaches the page", async () => {
    const { response, scripts } = await getPage(testApp, '/explore');
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).not.toContain('<!--');
    expect(scripts[0]).not.toMatch(/[<>\u2028]/);
    // The page's own module script is still the only executable script after the data.
    expect(response.body.match(/<script/g)).toHaveLength(2);
  });

  it('reads the search from the address as the page does, and lists what the API lists for it', async () => {
    const { pageData } = await getPage(testApp, '/explore?q=%20zed%20&category=design');
    expect(pageData?.explore?.search).toEqual({
      q: 'zed',
      category: 'Design',
      filters: null,
      community: null,
    });
    expect(pageData?.explore?.page).toEqual(await getApiPage(testApp, 'q=zed&category=Design&limit=24'));
    expect(pageData?.explore?.page.total).toBe(1);
  });

  it('carries the "Featured" row of the same search, so the page paints it above the results at once', async () => {
    const { pageData } = await getPage(testApp, '/explore?q=guitar');
    expect(pageData?.explore?.featured?.map(({ id: _id, ...member }) => member)).toEqual([
      { fullName: 'Ana Guitarra', avatarUrl: null, skillsOffered: ['Guitar'], rating: 4.5 },
    ]);
    // The row's own endpoint answers the same for that search (one Elite member: every turn shows her).
    const api = await inject(testApp.app, workshopRoutes.listFeaturedMembers, {
      query: { search: 'guitar' },
    });
    expect(pageData?.explore?.featured).toEqual(api.json<{ items: unknown[] }>().items);
    const none = await getPage(testApp, '/explore?q=zed');
    expect(none.pageData?.explore?.featured).toEqual([]);
  });

  it('never shows a private member, whatever the search', async () => {
    const { pageData } = await getPage(testApp, '/explore?q=dee');
    expect(pageData?.explore?.page).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('sends the plain shell, without data, for a search the API would refuse', async () => {
    const { response, scripts } = await getPage(testApp, `/explore?q=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(200);
    expect(scripts).toHaveLength(0);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe(`Explore's renderer warmed at start on ${databaseKind}`, () => {
  it('renders Explore once as soon as the server listens, before any visitor asks', async () => {
    const testApp = await createTestApp({ config: { WEB_DIST: createRecordingBuild('warmRenders') } });
    try {
      await addMembers(testApp);
      expect(rendersOf('warmRenders')).toBeUndefined();
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(
        () => expect(rendersOf('warmRenders')).toEqual([{ url: '/explore', language: 'en', members: 2 }]),
        {
          timeout: 30_000,
        },
      );
    } finally {
      await testApp.close();
    }
  });

  it('starts, and serves Explore, when warming the renderer fails', async () => {
    const testApp = await createTestApp({
      config: { WEB_DIST: createRecordingBuild('failedRenders', { fails: true }) },
    });
    try {
      const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(rendersOf('failedRenders')).toHaveLength(1), { timeout: 30_000 });
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      // The renderer fails this visitor too: the shell, which loads the results itself (ADR 82).
      const page = await fetch(`${address}/explore`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      await testApp.close();
    }
  });
});

describe.skipIf(!existsSync(path.join(realBuild, 'server/prerender.js')))(
  `Explore rendered by the web build on ${databaseKind}`,
  () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ config: { WEB_DIST: realBuild } });
      await addMembers(testApp);
    });
    afterAll(() => testApp.close());

    it("paints the first page's cards from the HTML, the member's name as text", async () => {
      const { response } = await getPage(testApp, '/explore?category=Design');
      const members = response.body.match(/<ul aria-label="Members"[\s\S]*?<\/ul>/)?.[0] ?? '';
      expect(members).toContain('Zed &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(members).not.toContain('Ana Guitarra');
      expect(response.body).toContain('Showing 1 result(s)');
    });

    it('paints the "Featured" row above the cards from the HTML, and none when no Elite member matches', async () => {
      const { response } = await getPage(testApp, '/explore?q=guitar');
      const featured = response.body.match(
        /<section aria-labelledby="featured-heading"[\s\S]*?<\/section>/,
      )?.[0];
      expect(featured).toContain('Ana Guitarra');
      expect(response.body.indexOf('featured-heading')).toBeLessThan(
        response.body.indexOf('<ul aria-label="Members"'),
      );
      const { response: none } = await getPage(testApp, '/explore?category=Design');
      expect(none.body).not.toContain('featured-heading');
    });

    it('paints the cards for a visitor reading Arabic too, at the same unprefixed address', async () => {
      const { response } = await getPage(testApp, '/explore?category=Design', {
        cookie: 'skillswap_lang=ar',
      });
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      const members = response.body.match(/<ul aria-label="[^"]*"[\s\S]*?<\/ul>/)?.[0] ?? '';
      expect(members).toContain('Zed &lt;/script&gt;');
    });

    it('never sends the server entry itself', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/server/prerender.js' });
      expect(response.statusCode).toBe(404);
    });
  },
);
