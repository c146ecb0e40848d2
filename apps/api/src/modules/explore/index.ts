// The explore module's public entry (ADR 0059): browsing and searching public profiles.
export { exploreRoutes } from './explore.routes.ts';
export { explorePublicProfiles, scoped, toFilter } from './explore.service.ts';
export { filterConditions, pruneExploreCounts, type ExploreFilter } from './explore.repository.ts';
