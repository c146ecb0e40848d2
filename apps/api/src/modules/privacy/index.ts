// The privacy module's public entry (ADR 0059): a member's privacy settings.
export { privacyRoutes } from './privacy.routes.ts';
