import { z } from 'zod';
import { communityAreaInputSchema, communityAreaListSchema, communityAreaSchema } from './schemas.ts';
import { communityAreaRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

const areaParams = slugParams.extend({ areaId: z.uuid('Area not found') });
const coordinatorsOnly =
  'For the community’s coordinators and owner (403 `forbidden` for anyone else); every change is in the audit log.';
const membership =
  'A member is in an area when their profile’s city is one of its cities; for impact reports, also when the ' +
  'postcode area they gave for reports starts with one of its prefixes (never used on the map).';

/** A community's areas (ADR 176). */
export const communityAreaEndpoints = {
  listCommunityAreas: defineEndpoint(communityAreaRoutes.listCommunityAreas, {
    ...read,
    summary: 'List the community’s areas',
    description: `Each with its cities, postcode prefixes, area coordinator and the members whose city is in it. ${membership} For those who can see the community’s members (404 for a private community’s outsiders).`,
    params: slugParams,
    responses: { 200: communityAreaListSchema },
    errors: { 404: ['not_found'] },
  }),
  createCommunityArea: defineEndpoint(communityAreaRoutes.createCommunityArea, {
    ...write,
    summary: 'Add an area to the community (coordinators)',
    description: `At most 50 areas, names unique in the community (409 \`conflict\`); the area coordinator must be an active member. ${coordinatorsOnly}`,
    params: slugParams,
    body: communityAreaInputSchema,
    responses: { 201: communityAreaSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
  updateCommunityArea: defineEndpoint(communityAreaRoutes.updateCommunityArea, {
    ...write,
    summary: 'Change an area (coordinators)',
    description: `Replaces its name, cities, prefixes and coordinator. ${coordinatorsOnly}`,
    params: areaParams,
    body: communityAreaInputSchema,
    responses: { 200: communityAreaSchema },
    errors: {
      400: ['validation_failed'],
      403: ['forbidden', 'email_unverified'],
      404: ['not_found'],
      409: ['conflict'],
    },
  }),
  deleteCommunityArea: defineEndpoint(communityAreaRoutes.deleteCommunityArea, {
    ...write,
    summary: 'Remove an area (coordinators)',
    description: `Members stay in the community; reports and the map simply no longer offer the area. ${coordinatorsOnly}`,
    params: areaParams,
    responses: { 204: null },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
};
