import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refreshTokenBodySchema, signInSchema } from '@skillswap/contracts/auth/schemas';
import { AppError, invalidInput } from '../../../lib/errors.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { readClient } from '../shared/request-context.ts';
import { signInWithPassword } from './accounts.service.ts';
import {
  assertAllowedOrigin,
  assertCookieRequest,
  clearRefreshCookie,
  readRefreshCookie,
  sendSession,
  setDeviceCookie,
} from './browser-mode.ts';
import { deviceCookieName } from './device-cookie.ts';
import { refreshSession } from './sessions.service.ts';

// The two grants of the token endpoint this sub-module serves; the endpoint itself (`../token.routes.ts`)
// also serves OAuth's `pkce` grant, so it sits above both sub-modules.

/** The body read with the schema of the grant the query names; its first issue is the message. */
function readGrantBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues[0]?.message);
}

/** `grant_type=password`: a session, and the device cookie that spares this browser the back-off. */
export async function answerPasswordGrant(
  runtime: AuthRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  assertAllowedOrigin(runtime, request);
  const { session, deviceToken } = await signInWithPassword(
    runtime,
    readGrantBody(signInSchema, request.body),
    readClient(request),
    request.cookies[deviceCookieName] ?? null,
  );
  const body = sendSession(runtime, request, reply, session);
  setDeviceCookie(runtime, reply, deviceToken);
  return body;
}

/**
 * `grant_type=refresh_token`: the token from the body, else from the cookie (then the CSRF header is
 * required). A cookie that can never work again is cleared; a rate-limited one stays for the next try.
 */
export async function answerRefreshGrant(runtime: AuthRuntime, request: FastifyRequest, reply: FastifyReply) {
  const { refresh_token: bodyToken } = readGrantBody(refreshTokenBodySchema, request.body);
  if (bodyToken === undefined) assertCookieRequest(runtime, request);
  else assertAllowedOrigin(runtime, request);
  const token = bodyToken ?? readRefreshCookie(request) ?? '';
  try {
    return sendSession(runtime, request, reply, await refreshSession(runtime, token, readClient(request)));
  } catch (error) {
    const isDefinite = error instanceof AppError && error.status !== 429;
    if (isDefinite && bodyToken === undefined) clearRefreshCookie(runtime, reply);
    throw error;
  }
}
