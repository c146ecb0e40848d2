import { route } from '../shared/route.ts';

export const coachRoutes = {
  getCoach: route('GET', '/api/me/coach'),
  setCoachGoal: route('PUT', '/api/me/coach/goal'),
};
