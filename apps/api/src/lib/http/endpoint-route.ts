import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { commonErrors, type Endpoint, type ErrorStatus } from '@skillswap/contracts/shared/endpoint';
import { errorCodes, type ErrorCode } from '@skillswap/contracts/shared/errors';

/** A success answer in another media type than JSON: its handler sends the body already encoded. */
type EncodedBody = z.ZodType<string | Uint8Array>;

type SuccessSchemas<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType
    ? E extends { produces: string }
      ? EncodedBody
      : E['responses'][S]
    : z.ZodNull;
};

/** The schemas Fastify validates and serializes with, and the OpenAPI document is generated from. */
export interface EndpointSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: SuccessSchemas<E>;
}

/**
 * The Fastify route options of a contract endpoint. Modules spread them into `app.route` and add the handler,
 * so method, URL and schemas always come from `@skillswap/contracts`:
 * `app.route({ ...endpointRoute(swapEndpoints.createSwapRequest), handler })`.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E) {
  const response: Record<number, z.ZodType | { content: Record<string, { schema: z.ZodType }> }> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    // A body that is not JSON is listed under its own content type; the errors stay JSON.
    response[Number(status)] =
      schema && endpoint.produces ? { content: { [endpoint.produces]: { schema } } } : (schema ?? z.null());
  }
  for (const [status, codes] of Object.entries(declaredErrors(endpoint))) {
    response[Number(status)] = errorResponseSchema(codes);
  }
  const schema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    security: securityOf(endpoint),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  } as unknown as EndpointSchema<E>;
  return { method: endpoint.method, url: endpoint.path, schema, config: { endpoint } };
}

/** Every error status the endpoint may answer with, and the codes under it. */
export function declaredErrors(endpoint: Endpoint): Record<number, readonly ErrorCode[]> {
  const declared: Record<number, ErrorCode[]> = {};
  const add = (status: number, codes: readonly ErrorCode[]) => {
    declared[status] = [...new Set([...(declared[status] ?? []), ...codes])];
  };
  // Anything with input can be malformed; any body can be too large.
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.bodyType)
    add(400, [errorCodes.validation]);
  // The router refuses a path parameter longer than it takes (lib/http/framework-errors.ts).
  if (endpoint.params) add(414, [errorCodes.uriTooLong]);
  // Any request that can carry a body can carry one too large or of a type the server does not read.
  if (endpoint.body || endpoint.bodyType || ['POST', 'PUT', 'PATCH'].includes(endpoint.method)) {
    add(413, [errorCodes.payloadTooLarge]);
    add(415, [errorCodes.validation]);
  }
  // A visitor's route still refuses a token it cannot verify, and a signed-in caller passes the
  // second-factor gate of the access check (ADR 77) unless the endpoint is a sign-in step.
  // Operator commands refuse a wrong token with 403 (declared on them): no sign-in can fix it.
  if (endpoint.access !== 'public' && endpoint.access !== 'operator') add(401, [errorCodes.unauthorized]);
  // A helper's request for a member may ask for what the consent does not cover (ADR 179).
  if (endpoint.access === 'member' || endpoint.access === 'optional')
    add(403, [errorCodes.mfaRequired, errorCodes.helperNotAllowed]);
  // The console: a member without the role is refused; the right role still needs the second factor.
  if (endpoint.access === 'moderator' || endpoint.access === 'admin')
    add(403, [errorCodes.forbidden, errorCodes.mfaRequired]);
  if (endpoint.needsVerifiedEmail) add(403, [errorCodes.emailUnverified]);
  if (endpoint.planFeature) add(403, [errorCodes.planRequired]);
  // A personal access token may lack the scope, or have spent its per-token budget (ADR 71); it may have
  // expired, or its member been suspended (ADR 79).
  if (endpoint.tokenScope) {
    add(401, [errorCodes.tokenExpired, errorCodes.accountSuspended]);
    add(403, [errorCodes.insufficientScope]);
    add(429, [errorCodes.rateLimited]);
  }
  for (const [status, codes] of Object.entries(endpoint.errors ?? {}) as Array<
    [`${ErrorStatus}`, ErrorCode[]]
  >) {
    add(Number(status), codes);
  }
  for (const [status, codes] of Object.entries(commonErrors)) add(Number(status), codes);
  return declared;
}

// One schema per list of codes, shared by every route and every app the process builds: a zod schema never
// changes once made, and making ~1,000 of them took a fifth of each test app's start-up.
const errorResponseSchemas = new Map<string, z.ZodType>();

function errorResponseSchema(codes: readonly ErrorCode[]) {
  const key = codes.join(',');
  let schema = errorResponseSchemas.get(key);
  if (!schema) {
    schema = newErrorResponseSchema(codes);
    errorResponseSchemas.set(key, schema);
  }
  return schema;
}

function newErrorResponseSchema(codes: readonly ErrorCode[]) {
  return z
    .object({
      code: z.string().meta({ description: `One of: ${codes.join(', ')}` }),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      ...(codes.includes(errorCodes.planRequired)
        ? {
            plan: z
              .enum(['premium', 'elite', 'enterprise'])
              .optional()
              .meta({ description: 'The lowest plan that has the feature' }),
          }
        : {}),
    })
    .meta({ description: codes.join(', ') });
}

function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  const personalToken = endpoint.tokenScope ? [{ personalAccessToken: [endpoint.tokenScope] }] : [];
  switch (endpoint.access) {
    case 'member':
      return [{ bearerAuth: [] }, ...personalToken];
    case 'moderator':
    case 'admin':
      return [{ bearerAuth: [] }];
    case 'optional':
      return [{}, { bearerAuth: [] }, ...personalToken];
    case 'cookie':
      // The token grants and sign-out: a password or an OAuth code signs in without the cookie.
      return [{}, { refreshCookie: [] }];
    case 'operator':
      return [{ operatorToken: [] }];
    case 'metrics':
      return [{ metricsToken: [] }];
    case 'public':
      // Said explicitly, so a client (and the lint, `security-defined`) knows no credentials are read.
      return [];
  }
}

/** Where the API answers: under /api, and the few addresses clients expect elsewhere. */
export const isApiAddress = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url === '/metrics' || url.startsWith('/.well-known/');

/**
 * An `onRoute` hook that stops start-up when an API route is registered without a contract definition: the
 * access check reads who may call from the definition (ADR 77), so such a route would escape it.
 * `documentation` lists the addresses under /api that are not API (the OpenAPI document and its page).
 */
export function requireEndpointDefinition(documentation: readonly string[]) {
  return (route: RouteOptions) => {
    const { url } = route;
    if (!isApiAddress(url) || documentation.some((prefix) => url.startsWith(prefix))) return;
    if (route.config?.endpoint) return;
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${url} is registered without an endpoint definition: register it with endpointRoute(definition), so its access is checked`,
    );
  };
}
