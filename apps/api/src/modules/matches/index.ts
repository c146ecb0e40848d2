// The matches module's public entry (ADR 0059): matches, circles, canonical skill sets and the
// weekly digest.
export { matchesRoutes } from './matches.routes.ts';
export { sendMatchDigests } from './match-digest.job.ts';
export {
  ensureCurrentTaxonomy,
  refreshAllQueuedSkillSets,
  refreshMemberSkillSet,
  refreshQueuedSkillSets,
} from './skill-sets.repository.ts';
export { announceStrongMatches } from './strong-match-alerts.ts';
export { listMatches } from './matches.service.ts';
