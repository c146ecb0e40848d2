// The insights module's public entry (ADR 106): the analytics dashboard, and the counting of profile views
// and appearances in Explore and Matches that other modules report to it.
export { insightsRoutes } from './insights.routes.ts';
export { profileActivityOf } from './profile-activity.ts';
export { collectActivityData } from './insights.repository.ts';
