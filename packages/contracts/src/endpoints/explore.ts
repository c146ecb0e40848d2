import { explorePageSchema, exploreQuerySchema } from '../profiles.ts';
import { exploreRoutes } from '../routes/explore.ts';
import { defineEndpoint, type Endpoint } from './endpoint.ts';

export const exploreEndpoints = {
  searchProfiles: defineEndpoint(exploreRoutes.searchProfiles, {
    tag: 'Explore',
    summary: 'Search the public member directory',
    description:
      'Members with a public profile, filtered by a text (name, skills, place) and a category, best ranked ' +
      'first. Pass `nextCursor` back as `cursor` for the next page. A signed-in member does not see members ' +
      'a block separates them from. An invalid bearer token is a 401 even here.',
    access: 'optional',
    query: exploreQuerySchema,
    responses: { 200: explorePageSchema },
    errors: { 401: ['unauthorized'] },
  }),
} satisfies Record<keyof typeof exploreRoutes, Endpoint>;
