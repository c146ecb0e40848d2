import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@skillswap/contracts/shared/endpoint';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { declaredErrors } from './endpoint-route.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition the route was registered from (`endpointRoute`). */
    endpoint?: Endpoint;
  }
}

/**
 * Test-time guard of the contracts: an endpoint that answers an error its definition does not declare is
 * turned into a 500 that names the gap, so the suite fails until the contract (and the OpenAPI document
 * generated from it) says what clients must handle. Registered only when NODE_ENV=test.
 */
export async function refuseUndeclaredErrors(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const endpoint = request.routeOptions.config.endpoint;
  const status = reply.statusCode;
  if (!endpoint || status < 400 || status === 500) return payload;
  const code = typeof payload === 'string' ? readCode(payload) : null;
  if (code && declaredErrors(endpoint)[status]?.some((declared) => declared === code)) return payload;
  const gap = `${endpoint.method} ${endpoint.path} answered ${status} ${code ?? '(no code)'}, which its contract does not declare`;
  request.log.error(gap);
  void reply.status(500);
  return JSON.stringify({ code: errorCodes.internal, message: gap });
}

function readCode(payload: string): string | null {
  try {
    const body: unknown = JSON.parse(payload);
    return typeof body === 'object' && body && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  } catch {
    return null;
  }
}
