import { route } from '../shared/route.ts';

export const privacyRoutes = {
  getPrivacySettings: route('GET', '/api/me/privacy'),
  /** The spec names this call `update_privacy_settings`, hence the RPC-style path. */
  updatePrivacySettings: route('POST', '/api/rpc/update_privacy_settings'),
};
