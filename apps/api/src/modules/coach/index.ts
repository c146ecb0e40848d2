// The coach module's public entry (ADR 0117): the Elite Coach, a learning plan per wanted skill built from
// the taxonomy, matching and workshops, a weekly hours goal, and an optional note from a language model.
export { coachRoutes } from './coach.routes.ts';
