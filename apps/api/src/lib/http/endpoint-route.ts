import { z } from 'zod';
import { commonErrors, type Endpoint, type ErrorStatus } from '@skillswap/contracts/endpoints/endpoint';
import { errorCodes, type ErrorCode } from '@skillswap/contracts/errors';

type SuccessSchemas<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? E['responses'][S] : z.ZodNull;
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
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    response[Number(status)] = schema ?? z.null();
  }
  for (const [status, codes] of Object.entries(declaredErrors(endpoint))) {
    response[Number(status)] = errorResponseSchema(codes);
  }
  const schema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(securityOf(endpoint) ? { security: securityOf(endpoint) } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
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
  if (endpoint.body || endpoint.bodyType) {
    add(413, [errorCodes.payloadTooLarge]);
    add(415, [errorCodes.validation]);
  }
  if (endpoint.access === 'member' || endpoint.access === 'cookie' || endpoint.access === 'operator') {
    add(401, [errorCodes.unauthorized]);
  }
  for (const [status, codes] of Object.entries(endpoint.errors ?? {}) as Array<
    [`${ErrorStatus}`, ErrorCode[]]
  >) {
    add(Number(status), codes);
  }
  for (const [status, codes] of Object.entries(commonErrors)) add(Number(status), codes);
  return declared;
}

function errorResponseSchema(codes: readonly ErrorCode[]) {
  return z
    .object({
      code: z.string().meta({ description: `One of: ${codes.join(', ')}` }),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    })
    .meta({ description: codes.join(', ') });
}

function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> | undefined {
  switch (endpoint.access) {
    case 'member':
      return [{ bearerAuth: [] }];
    case 'optional':
      return [{}, { bearerAuth: [] }];
    case 'cookie':
      return [{ refreshCookie: [] }];
    case 'operator':
      return [{ operatorToken: [] }];
    default:
      return undefined;
  }
}
