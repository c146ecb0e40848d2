import { route } from '../shared/route.ts';

/** The public status page's data (ADR 101); the page itself is the web app's `/status`. */
export const statusRoutes = {
  getStatus: route('GET', '/api/status'),
};
