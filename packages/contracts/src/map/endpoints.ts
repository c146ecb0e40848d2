import { communityMapSchema, exploreMapQuerySchema, mapPlacesSchema, mapViewQuerySchema } from './schemas.ts';
import { mapRoutes } from './routes.ts';
import { read, slugParams } from '../communities/endpoints.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

/** The members' map (ADR 175), and the board posts and workshops it can show (ADR 193). */
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
  getCommunityMapPosts: defineEndpoint(mapRoutes.getCommunityMapPosts, {
    ...read,
    tokenScope: 'board:read',
    summary: 'Read the open board posts of the community’s members on its map, for a view',
    description:
      'The open, unexpired posts by the community’s members that the board would list to the caller, each at its ' +
      'city’s centre moved by a fixed offset of up to 2 km (its own, not its author’s), and only when its author’s ' +
      'location privacy shows their city. Grouped by `zoom` as members are. 404 for a private community’s outsiders.',
    params: slugParams,
    query: mapViewQuerySchema,
    responses: { 200: mapPlacesSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  getCommunityMapWorkshops: defineEndpoint(mapRoutes.getCommunityMapWorkshops, {
    ...read,
    summary: 'Read the upcoming in-person workshops of the community’s members on its map, for a view',
    description:
      'The scheduled, not yet started, in-person workshops hosted by the community’s members that the workshop list ' +
      'would show the caller, each at its host’s city centre moved by a fixed offset of up to 2 km (its own), and ' +
      'only when the host’s location privacy shows their city; never the place it is held. Grouped by `zoom`.',
    params: slugParams,
    query: mapViewQuerySchema,
    responses: { 200: mapPlacesSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  getExploreMapPosts: defineEndpoint(mapRoutes.getExploreMapPosts, {
    tag: 'Explore',
    summary: 'Read the open board posts on Explore’s map view for a search and a view',
    description:
      'The open, unexpired posts the board would list to the caller whose text and category match the search (by ' +
      'the community’s members when one is given), placed and grouped as on a community’s map.',
    access: 'member',
    tokenScope: 'board:read',
    query: exploreMapQuerySchema,
    responses: { 200: mapPlacesSchema },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
  getExploreMapWorkshops: defineEndpoint(mapRoutes.getExploreMapWorkshops, {
    tag: 'Explore',
    summary: 'Read the upcoming in-person workshops on Explore’s map view for a search and a view',
    description:
      'The upcoming in-person workshops the workshop list would show the caller whose title, skill or description ' +
      'holds the search text (hosted by the community’s members when one is given; the category is not applied, ' +
      'workshops have none), placed and grouped as on a community’s map. Open to visitors, as the list is.',
    access: 'optional',
    query: exploreMapQuerySchema,
    responses: { 200: mapPlacesSchema },
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),
};
