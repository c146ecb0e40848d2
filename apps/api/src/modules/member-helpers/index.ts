// The member-helpers module's public entry (ADR 179): members appoint helpers who act for
// them within what they consented to; every helper action is written down, audited and told to the member.
export { memberHelpersRoutes } from './member-helpers.routes.ts';
export { helperActionRecorder } from './helper-action-recorder.ts';
export { appointHelper, listHelperActionsBetween } from './member-helpers.service.ts';
