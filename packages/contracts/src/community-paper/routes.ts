import { route } from '../shared/route.ts';

/** Paper statements and the members' directory (ADR 177). */
export const communityPaperRoutes = {
  listPaperMembers: route('GET', '/api/communities/:slug/paper/members'),
  markPaperReader: route('PUT', '/api/communities/:slug/paper/members/:memberId'),
  unmarkPaperReader: route('DELETE', '/api/communities/:slug/paper/members/:memberId'),
  getPaperBatch: route('GET', '/api/communities/:slug/paper/statements.pdf'),
  getMemberStatementPdf: route('GET', '/api/communities/:slug/paper/members/:memberId/statement.pdf'),
  getPaperDirectory: route('GET', '/api/communities/:slug/paper/directory.pdf'),
  getMyStatementPdf: route('GET', '/api/me/statement.pdf'),
};
