// The live module's public entry: the stream route and the job that prunes old events (ADR 65).
export { liveRoutes } from './live.routes.ts';
export { pruneLiveEvents } from './live.repository.ts';
