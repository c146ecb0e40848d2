// The map module's public entry (ADR 175): a community's members at approximate points
// (their city's centre and a fixed offset of up to 2 km), grouped by zoom, for the offline map the
// web app draws.
export { mapRoutes } from './map.routes.ts';
