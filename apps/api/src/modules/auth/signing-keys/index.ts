// The signing-keys sub-module's entry: the key store every process signs and verifies access tokens with,
// and the JWKS endpoint that publishes its public half. The rotation command runs on its own.
export { SigningKeyStore } from './signing-keys.ts';
export { jwksRoutes } from './jwks.routes.ts';
