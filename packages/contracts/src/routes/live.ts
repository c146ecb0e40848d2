import { route } from './route.ts';

export const liveRoutes = {
  events: route('GET', '/api/live/events'),
};
