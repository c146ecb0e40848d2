// The community-areas module's public entry (ADR 176): named parts of a community's patch
// (cities and postcode prefixes) with an area coordinator; the map and impact reports narrow to one.
export { communityAreasRoutes } from './community-areas.routes.ts';
export { areaMemberIdsSql } from './community-areas.repository.ts';
export { areaOfCommunity } from './community-areas.service.ts';
