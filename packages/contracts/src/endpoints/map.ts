import { communityMapSchema, exploreMapQuerySchema, mapViewQuerySchema } from '../map.ts';
import { mapRoutes } from '../routes/map.ts';
import { read, slugParams } from './communities.ts';
import { defineEndpoint } from './endpoint.ts';

/** The members' map (issue 39 item 6, ADR 175). */
export const mapEndpoints = {
  getCommunityMap: defineEndpoint(mapRoutes.getCommunityMap, {
    ...read,
    summary: 'Read the community’s members’ map for a view',
    description:
      'Its active members at approximate points: each one’s city centre moved by a fixed offset of up to 2 km, never ' +
      'an address, and only members whose location privacy shows their city (others are counted in `notShown`). ' +
      'Points close together at `zoom` come as clusters; with the four edges of a view, only what lies in it. For ' +
      'the community’s members (404 for a private community’s outsiders); members either side of a block are left out.',
    params: slugParams,
    query: mapViewQuerySchema,
    responses: { 200: communityMapSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  getExploreMap: defineEndpoint(mapRoutes.getExploreMap, {
    tag: 'Explore',
    summary: 'Read Explore’s map view for a search and a view',
    description:
      'The members Explore finds for the same text, category and community, at approximate points (each one’s city ' +
      'centre moved by a fixed offset of up to 2 km) when their location privacy shows their city; the others are ' +
      'counted in `notShown`. Grouped by `zoom` as the community map is. A signed-in member does not see members a ' +
      'block separates them from; a private community answers 404 to anyone but its members.',
    access: 'optional',
    query: exploreMapQuerySchema,
    responses: { 200: communityMapSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
};
