import { explorePageSchema, exploreQuerySchema } from '../profiles/schemas.ts';
import { advancedFiltersSchema } from './filters.ts';
import { exploreRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const exploreEndpoints = {
  searchProfiles: defineEndpoint(exploreRoutes.searchProfiles, {
    tag: 'Explore',
    summary: 'Search the public member directory',
    description:
      'Members with a public profile, filtered by a text (name, skills, place) and a category, best ranked ' +
      'first. Pass `nextCursor` back as `cursor` for the next page. A signed-in member does not see members ' +
      'a block separates them from. `community` (a slug) keeps the members of that community; a private one ' +
      'answers 404 to anyone but its members. An invalid bearer token is a 401 even here.',
    access: 'optional',
    query: exploreQuerySchema,
    responses: { 200: explorePageSchema },
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),
  searchProfilesAdvanced: defineEndpoint(exploreRoutes.searchProfilesAdvanced, {
    tag: 'Explore',
    summary: 'Search the member directory with the advanced filters (Premium and up)',
    description:
      'The search of `GET /api/profiles` (text, category, order, cursor) narrowed by any of: `minRating`, ' +
      '`verified=1`, `meeting=online|in_person` (members who meet that way or both ways), `language`, ' +
      '`reviewed=1` (members with at least one review), and `near` (a city, optionally "City, Country") with ' +
      '`withinKm` (1–500, 50 when left out). Distances are between city centres from an offline gazetteer; a ' +
      'member who hides their location is never found by distance. An unknown city is a 400. A member below ' +
      'Premium is refused with 403 `plan_required`.',
    access: 'member',
    planFeature: 'advanced-filters',
    query: exploreQuerySchema.extend(advancedFiltersSchema.shape),
    responses: { 200: explorePageSchema },
  }),
} satisfies Record<keyof typeof exploreRoutes, Endpoint>;
