// The verification module's public entry (ADR 114): a Premium member's identity check for the verified badge
// and the console's queue of such requests.
export { verificationRoutes } from './verification.routes.ts';
export { collectVerificationData } from './verification.repository.ts';
