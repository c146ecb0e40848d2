// The e-mail verification sub-module's entry: sign-up and OAuth use it inside auth; the verify route (which
// also gives the starter grant) is composed above auth, through `../index.ts`.
export {
  confirmEmailAddress,
  markEmailVerifiedByProvider,
  sendVerificationLink,
} from './email-verification.service.ts';
export { emailVerificationRoutes } from './email-verification.routes.ts';
export { invalidVerificationToken } from '../shared/auth-errors.ts';
