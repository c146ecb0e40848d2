// The OpenAPI module's public entry (ADR 0059): the API description and its docs page.
export { openApiPaths, registerOpenApi } from './openapi.routes.ts';
