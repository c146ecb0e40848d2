// The matching module's public entry (ADR 0059): matches, circles, canonical skill sets and the
// weekly digest.
export { matchingRoutes } from './matching.routes.ts';
export { sendMatchDigests } from './match-digest.job.ts';
export {
  ensureCurrentTaxonomy,
  refreshAllQueuedSkillSets,
  refreshMemberSkillSet,
  refreshQueuedSkillSets,
} from './skill-sets.repository.ts';
export { announceStrongMatches } from './strong-match-alerts.ts';
export { listMatches } from './matching.service.ts';
