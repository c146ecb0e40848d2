import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestMember } from './members.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A member's calls to the API under test, as the web app makes them: `call` answers the response whatever it
 * is; `ok` expects a success (naming the call and its answer when it is not) and answers the body. The app is
 * read when a call is made, so a file can build these before its `beforeAll` starts the harness.
 */
export function memberCalls(appOf: () => FastifyInstance) {
  const call = (member: TestMember, method: Method, url: string, payload?: object, language?: string) =>
    appOf().inject({
      method,
      url,
      headers: { ...member.authHeader, ...(language ? { 'accept-language': language } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(member: TestMember, method: Method, url: string, payload?: object) => {
    const response = await call(member, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? (undefined as T) : response.json<T>();
  };
  return { call, ok };
}
