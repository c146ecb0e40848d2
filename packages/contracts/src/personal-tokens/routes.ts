import { route } from '../shared/route.ts';

/** Settings → API: an Enterprise member's personal access tokens. */
export const personalTokenRoutes = {
  listPersonalTokens: route('GET', '/api/auth/personal-tokens'),
  createPersonalToken: route('POST', '/api/auth/personal-tokens'),
  revokePersonalToken: route('DELETE', '/api/auth/personal-tokens/:tokenId'),
};

/** The API's browsable documentation (the OpenAPI document's page): a page to link to, not an endpoint. */
export const apiDocsPagePath = '/api/docs';
