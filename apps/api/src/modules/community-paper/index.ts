// The community-paper module's public entry (ADR 177): members a coordinator marks as
// reading paper, their monthly SkillCoin statements printed in one batch, and the community's members'
// directory, as PDFs.
export { communityPaperRoutes } from './community-paper.routes.ts';
