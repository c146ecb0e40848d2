import { route } from '../shared/route.ts';

export const matchRoutes = {
  listMatches: route('GET', '/api/matches'),
  listCircles: route('GET', '/api/matches/circles'),
  getMatchDigest: route('GET', '/api/me/match-digest'),
  updateMatchDigest: route('PUT', '/api/me/match-digest'),
};
