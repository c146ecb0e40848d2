// The second-factor sub-module's entry (TOTP, phone codes, security keys, challenges, assurance).
export { factorsRoutes } from './factors.routes.ts';
