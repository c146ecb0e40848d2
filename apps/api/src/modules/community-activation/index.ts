// The community activation module's public entry (ADR 173): the coordinators' queue of members to help to a
// first exchange (new, dormant, waiting for an answer), one-click suggestions, and nudges with
// what followed them.
export { communityActivationRoutes } from './community-activation.routes.ts';
