import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { freshIp } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import { sampleOf, type JsonSchema } from '../../test/openapi-samples.ts';
import { inject } from '../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';

// What HTTP says every answer of a kind must carry, as an independent client
// checks it: a challenge on each 401, a 414 and a 405 in the API's own error shape, and Content-Language
// telling the truth about the message.

interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

describe(`standard answers on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let paths: Paths;

  beforeAll(async () => {
    harness = await createTestApp();
    const document = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    paths = document.json<{ paths: Paths }>().paths;
  });
  afterAll(() => harness.close());

  const send = (method: string, url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: method as 'GET', url, headers, remoteAddress: freshIp() });

  describe('a 401 says how to authenticate (RFC 9110 §11.6.1, RFC 6750 §3)', () => {
    it('challenges a caller who sent no token', async () => {
      const response = await send('GET', '/api/me/profile');
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="skillswap"');
    });

    it('tells a caller whose token was refused that the token is the problem', async () => {
      const response = await send('GET', '/api/me/profile', { authorization: 'Bearer not-a-token' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="skillswap", error="invalid_token"');
    });

    it('challenges on every operation that needs a sign-in, with or without a token', async () => {
      const signedIn = Object.entries(paths).flatMap(([template, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => {
            const security = operation.security ?? [];
            return (
              security.some((scheme) => 'bearerAuth' in scheme) &&
              !security.some((s) => !Object.keys(s).length)
            );
          })
          .map(([method, operation]) => {
            const values = Object.fromEntries(
              (operation.parameters ?? [])
                .filter((parameter) => parameter.in === 'path')
                .map((parameter) => [parameter.name, String(sampleOf(parameter.schema))]),
            );
            const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
              encodeURIComponent(values[name]!),
            );
            return { operation: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), url };
          }),
      );
      const unchallenged: string[] = [];
      let refusals = 0;
      for (const { operation, method, url } of signedIn) {
        const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer expired.or.forged' }];
        for (const headers of attempts) {
          const response = await send(method, url, headers);
          if (response.statusCode !== 401) continue;
          refusals += 1;
          if (!response.headers['www-authenticate']?.toString().startsWith('Bearer realm="skillswap"')) {
            unchallenged.push(`${operation} ${JSON.stringify(headers)}`);
          }
        }
      }
      expect(signedIn.length).toBeGreaterThan(150);
      expect(refusals).toBeGreaterThanOrEqual(signedIn.length * 2);
      expect(unchallenged).toEqual([]);
    }, 300_000);
  });

  describe('a path parameter longer than the router takes (B.3)', () => {
    it('answers 414 uri_too_long in the error shape, without echoing the address', async () => {
      const slug = 'a'.repeat(101);
      const response = await send('GET', `/api/communities/${slug}`, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ code: 'uri_too_long', message: 'Ein Teil der Adresse ist zu lang' });
      expect(response.body).not.toContain(slug);
      expect(response.headers['content-language']).toBe('de');
    });

    it('still takes one of 100 characters', async () => {
      const response = await send('GET', `/api/communities/${'a'.repeat(100)}`);
      expect(response.statusCode).not.toBe(414);
    });

    it('is declared on every operation with a path parameter', () => {
      const undeclared = Object.entries(paths).flatMap(([template, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.in === 'path'))
          .filter(([, operation]) => !operation.responses['414'])
          .map(([method]) => `${method} ${template}`),
      );
      expect(undeclared).toEqual([]);
      expect(JSON.stringify(paths['/api/communities/{slug}']?.get?.responses['414'])).toContain(
        'uri_too_long',
      );
    });

    it('answers an address that does not decode with 400 in the error shape', async () => {
      const response = await send('GET', '/api/communities/%E0%A4%A');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'The address is not valid' });
    });
  });

  describe('a method the address does not take (B.8)', () => {
    it('answers 405 with Allow naming the methods it takes', async () => {
      const response = await send('PUT', '/api/workshops');
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.json()).toEqual({
        code: 'method_not_allowed',
        message: 'This address does not take that method',
      });
    });

    it('knows addresses with parameters', async () => {
      const response = await send('PATCH', '/api/communities/some-guild/members');
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });

    it('leaves an address the API does not have at 404', async () => {
      const response = await send('DELETE', '/api/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    });
  });

  describe('Content-Language names the language the message is in (B.8)', () => {
    it('says Spanish when the message is translated', async () => {
      const response = await send('GET', '/api/workshops?q=%1B', { 'accept-language': 'es' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('No puede contener caracteres de control');
      expect(response.headers['content-language']).toBe('es');
    });

    it('says English when no catalogue has the message', async () => {
      const response = await inject(harness.app, authRoutes.signUp, {
        unchecked: true,
        remoteAddress: freshIp(),
        headers: { 'accept-language': 'es' },
        body: { fullName: 12, email: 'nobody@skillswap.test', password: 'Swap-long-enough' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/expected string/);
      expect(response.headers['content-language']).toBe('en');
    });
  });
});
