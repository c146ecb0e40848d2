// The second-factor sub-module's entry (TOTP, phone codes, security keys, recovery codes, challenges,
// assurance).
export { factorsRoutes } from './factors.routes.ts';
export { recoveryCodesRoutes } from './recovery-codes.routes.ts';
