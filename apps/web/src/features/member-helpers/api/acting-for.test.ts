import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@skillswap/contracts/endpoints';
import { helperConsentFor } from '@skillswap/contracts/member-helpers/schemas';
import { directMessageRoutes } from '@skillswap/contracts/direct-messages/routes';
import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { helperRoutes } from './acting-for.ts';

describe('the calls a helper makes for the member', () => {
  it('are only calls the API lets a helper make (a line of the consent: its own, its token scope’s, or a page anyone may read)', () => {
    const refused = [...helperRoutes]
      .map((route) =>
        allEndpoints.find((endpoint) => endpoint.method === route.method && endpoint.path === route.path)!,
      )
      .filter((endpoint) => helperConsentFor(endpoint) === null)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(refused).toEqual([]);
  });

  it('leave the member’s own settings to the helper’s own account (ADR 195)', () => {
    const settings = [
      directMessageRoutes.getDirectMessageSettings,
      directMessageRoutes.updateDirectMessageSettings,
      sessionRoutes.getTimeZone,
      sessionRoutes.updateTimeZone,
      sessionRoutes.getAvailability,
      sessionRoutes.updateAvailability,
      sessionRoutes.getCalendarFeed,
      sessionRoutes.createCalendarFeed,
      sessionRoutes.revokeCalendarFeed,
    ];
    expect(settings.filter((route) => helperRoutes.has(route))).toEqual([]);
  });
});
