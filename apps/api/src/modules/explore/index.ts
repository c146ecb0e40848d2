// The explore module's public entry (ADR 0059): browsing and searching public profiles.
export { exploreRoutes } from './explore.routes.ts';
export { pruneExploreCounts } from './explore.repository.ts';
