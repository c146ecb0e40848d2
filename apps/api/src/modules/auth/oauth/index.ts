// The OAuth sub-module's entry: sign-in through GitHub or Google, and the `pkce` grant that redeems its code.
export { oauthRoutes } from './oauth.routes.ts';
export { exchangeOAuthCode } from './oauth.service.ts';
