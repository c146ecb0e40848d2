// The signing-keys sub-module's entry: the key store every process signs and verifies access tokens with.
// The JWKS route that publishes its public half sits one level up (jwks.routes.ts), beside the other routes
// that compose the sub-modules; the rotation command runs on its own.
export { SigningKeyStore } from './signing-keys.ts';
