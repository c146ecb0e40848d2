import { route } from './route.ts';

export const accountRoutes = {
  deleteAccount: route('DELETE', '/api/me'),
  exportAccount: route('GET', '/api/me/export'),
};
