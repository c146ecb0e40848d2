import { route } from '../shared/route.ts';

/**
 * A community's activation queue (ADR 173): who to help to a first exchange, and the nudges coordinators
 * sent.
 */
export const communityActivationRoutes = {
  getActivationQueue: route('GET', '/api/communities/:slug/activation'),
  listActivationSuggestions: route('GET', '/api/communities/:slug/activation/members/:memberId/suggestions'),
  listNudges: route('GET', '/api/communities/:slug/activation/nudges'),
  sendNudge: route('POST', '/api/communities/:slug/activation/nudges'),
};
