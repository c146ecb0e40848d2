import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import type { BoardPage, BoardPost } from '@skillswap/contracts/board/schemas';
import { boardRoutes } from '@skillswap/contracts/board/routes';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { createSwapKit, type SwapKit } from '../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from './app.ts';
import { databaseKind } from './database.ts';
import { inject, urlOf } from './inject.ts';

describe(`the typed test client on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  });
  afterAll(() => harness.close());

  const needPost = {
    kind: 'need',
    title: 'Teach me to sharpen Quillwort chisels',
    description: 'Someone who has done this before, please.',
    skill: 'JavaScript',
    hours: 2,
    isOnline: true,
    lifetimeDays: 7,
  } as const;

  it('fills the path parameters into the route’s path, each one encoded', () => {
    expect(urlOf(boardRoutes.getBoardPost, { params: { id: 'a/b c?d' } })).toBe(
      '/api/board/posts/a%2Fb%20c%3Fd',
    );
    expect(() => urlOf(boardRoutes.getBoardPost)).toThrow('Missing path parameter "id"');
    expect(
      urlOf(boardRoutes.listBoardPosts, { query: { q: 'two words', mine: true, cursor: undefined } }),
    ).toBe('/api/board/posts?q=two+words&mine=true');
  });

  it('calls the endpoint with the route’s method, a JSON body and the member’s token', async () => {
    const ana = await kit.joinMember('Ana Quillwort');
    const created = await inject(harness.app, boardRoutes.createBoardPost, { body: needPost, as: ana });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ data: BoardPost }>().data;
    expect(post).toMatchObject({ title: needPost.title, author: { id: ana.userId } });

    const read = await inject(harness.app, boardRoutes.getBoardPost, { params: { id: post.id }, as: ana });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: BoardPost }>().data.id).toBe(post.id);

    const listed = await inject(harness.app, boardRoutes.listBoardPosts, {
      query: { q: 'quillwort' },
      as: ana,
    });
    expect(listed.json<BoardPage>().items.map((item) => item.id)).toEqual([post.id]);
  });

  it('calls anonymously without a caller, and sends a body the contract refuses only when told to', async () => {
    const anonymous = await inject(harness.app, boardRoutes.listBoardPosts);
    expect(anonymous.statusCode).toBe(401);

    const ben = await kit.joinMember('Ben Quillwort');
    const refused = await inject(harness.app, boardRoutes.createBoardPost, {
      unchecked: true,
      body: { ...needPost, hours: 0 },
      as: ben,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: object[] }>().issues).toContainEqual({
      path: 'hours',
      message: 'Hours must be more than 0',
    });
    const badId = await inject(harness.app, boardRoutes.getBoardPost, {
      params: { id: 'not an id' },
      as: ben,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('sends the CSRF header when asked or when it sends cookies, as the browser does', async () => {
    const signUp = (csrf: boolean) =>
      inject(harness.app, authRoutes.signUp, {
        body: {
          fullName: 'Cleo Quillwort',
          email: `cleo-${csrf}@quillwort.test`,
          password: 'Quillwort-1234!x',
        },
        csrf,
      });
    const apiClient = await signUp(false);
    expect(apiClient.statusCode, apiClient.body).toBe(200);
    expect(apiClient.json<Session>().refresh_token).toEqual(expect.any(String));
    const browser = await signUp(true);
    expect(browser.statusCode, browser.body).toBe(200);
    const cookie = browser.cookies.find((c) => c.name === 'skillswap_refresh');
    expect(cookie?.value).toEqual(expect.any(String));

    const browserCall = {
      body: null,
      cookies: { skillswap_refresh: cookie!.value },
      headers: { origin: new URL(harness.config.PUBLIC_URL).origin },
    };
    const withoutHeader = await inject(harness.app, authRoutes.logout, { ...browserCall, csrf: false });
    expect(withoutHeader.statusCode).toBe(403);
    const signedOut = await inject(harness.app, authRoutes.logout, browserCall);
    expect(signedOut.statusCode).toBe(204);
  });

  it('refuses a route no endpoint is defined at', () => {
    const unknown = { method: 'GET', path: '/api/nowhere' } as const;
    expect(() => inject(harness.app, unknown as never, {} as never)).toThrow(
      'No endpoint is defined at GET /api/nowhere',
    );
  });
});
