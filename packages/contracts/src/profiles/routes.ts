import { route } from '../shared/route.ts';

export const profileRoutes = {
  getProfile: route('GET', '/api/profiles/:id'),
  getMyProfile: route('GET', '/api/me/profile'),
  updateMyProfile: route('PUT', '/api/me/profile'),
  uploadAvatar: route('POST', '/api/me/avatar'),
  getAvatar: route('GET', '/api/avatars/:file'),
};
