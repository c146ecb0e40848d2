// The sessions module's public entry (ADR 70): sessions inside a swap, members' time zones, calendar
// invitations and feeds, and the job that sends reminders and asks for hours after the last session.
export { sessionsRoutes } from './sessions.routes.ts';
export { sendSessionReminders } from './session-reminders.ts';
export { collectSessionData, purgeSessionData } from './member-data.repository.ts';
export { cancelSessionsOfSwap, getTimeZoneSetting } from './sessions.service.ts';
export { describeSessionAhead } from './session-ahead.ts';
