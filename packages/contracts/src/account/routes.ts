import { route } from '../shared/route.ts';

export const accountRoutes = {
  deleteAccount: route('DELETE', '/api/me'),
  exportAccount: route('GET', '/api/me/export'),
  /** The member's language (ADR 102): the app, mails and notifications speak it. */
  updateLanguage: route('PUT', '/api/me/language'),
};
