import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@skillswap/contracts/endpoints/index';
import { helperScopes } from '@skillswap/contracts/member-helpers';
import { helperRoutes } from './acting-for.ts';

describe('the calls a helper makes for the member', () => {
  it('are only calls the API lets a helper make (a token scope of the consent, or a page anyone may read)', () => {
    const scopes = new Set<string>(helperScopes);
    const refused = [...helperRoutes]
      .map((route) =>
        allEndpoints.find((endpoint) => endpoint.method === route.method && endpoint.path === route.path)!,
      )
      .filter((endpoint) =>
        endpoint.tokenScope
          ? !scopes.has(endpoint.tokenScope)
          : !(endpoint.access === 'optional' && endpoint.method === 'GET'),
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(refused).toEqual([]);
  });
});
