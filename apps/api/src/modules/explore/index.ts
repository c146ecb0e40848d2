// The explore module's public entry (ADR 0059): browsing and searching public profiles.
export { exploreRoutes } from './explore.routes.ts';
export { explorePublicProfiles } from './explore.service.ts';
export { pruneExploreCounts } from './explore.repository.ts';
