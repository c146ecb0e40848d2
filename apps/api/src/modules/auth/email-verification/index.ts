// The e-mail verification sub-module's entry: sign-up and OAuth use it inside auth; its two routes (verifying
// may also give the starter grant) are composed above auth, in the account module, through `../index.ts`.
export {
  confirmEmailAddress,
  markEmailVerifiedByOperator,
  markEmailVerifiedByProvider,
  resendVerificationLink,
  sendVerificationLink,
} from './email-verification.service.ts';
export { invalidVerificationToken } from '../shared/auth-errors.ts';
