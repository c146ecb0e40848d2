import { route } from '../shared/route.ts';

export const liveRoutes = {
  events: route('GET', '/api/live/events'),
};
