import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfHeader, type Session } from '@skillswap/contracts/auth/schemas';
import { sessionHintCookie } from '@skillswap/contracts/shared/http';
import { forbidden } from '../../../lib/errors.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import { sessionAbsoluteLimitMs } from '../shared/auth-limits.ts';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from './device-cookie.ts';

export const refreshCookieName = 'skillswap_refresh';
const cookiePath = '/api/auth';

/** The web app marks its calls with the custom header; then the refresh token travels only in a cookie. */
export function isBrowserRequest(request: FastifyRequest): boolean {
  return request.headers[csrfHeader.name] === csrfHeader.value;
}

/** Origins allowed to call the cookie endpoints: PUBLIC_URL and AUTH_ALLOWED_ORIGINS (plus Vite's in dev). */
export function listAllowedOrigins(runtime: AuthRuntime): string[] {
  const { config } = runtime.deps;
  const extra = config.AUTH_ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (config.NODE_ENV === 'development') extra.push('http://localhost:5173');
  return [new URL(config.PUBLIC_URL).origin, ...extra.map((origin) => new URL(origin).origin)];
}

/** A present Origin header must be one of ours, whatever the endpoint uses to authenticate. */
export function assertAllowedOrigin(runtime: AuthRuntime, request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin !== undefined && !listAllowedOrigins(runtime).includes(origin)) {
    throw forbidden('auth.thisRequestCameFrom');
  }
}

/**
 * Guards an endpoint that acts on the refresh cookie (threat model A4): the custom header and an allowed
 * Origin are both required. Browsers send Origin on every POST, so only a request made outside a browser
 * (which has no business with the cookie) lacks it.
 */
export function assertCookieRequest(runtime: AuthRuntime, request: FastifyRequest) {
  if (request.headers.origin === undefined) {
    throw forbidden('auth.requestsThatUseThe');
  }
  assertAllowedOrigin(runtime, request);
  if (!isBrowserRequest(request)) throw forbidden('auth.theHeaderIsRequired', { header: csrfHeader.name });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  return request.cookies[refreshCookieName] ?? null;
}

/** Answers a Session: in browser mode the refresh token moves from the body into the HttpOnly cookie. */
export function sendSession(
  runtime: AuthRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
) {
  if (!isBrowserRequest(request)) return session;
  setRefreshCookie(runtime, reply, session.refresh_token ?? '');
  const { refresh_token: _omitted, ...withoutRefreshToken } = session;
  return withoutRefreshToken;
}

export function setRefreshCookie(runtime: AuthRuntime, reply: FastifyReply, refreshToken: string) {
  void reply.setCookie(refreshCookieName, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: runtime.isSecureSite,
    path: cookiePath,
    maxAge: sessionAbsoluteLimitMs / 1000,
  });
  void reply.setCookie(sessionHintCookie.name, sessionHintCookie.value, {
    sameSite: 'strict',
    secure: runtime.isSecureSite,
    path: '/',
    maxAge: sessionAbsoluteLimitMs / 1000,
  });
}

/** The device cookie lives as long as a year and only travels to the auth endpoints. */
export function setDeviceCookie(runtime: AuthRuntime, reply: FastifyReply, deviceToken: string) {
  void reply.setCookie(deviceCookieName, deviceToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: runtime.isSecureSite,
    path: cookiePath,
    maxAge: deviceCookieMaxAgeSeconds,
  });
}

export function clearRefreshCookie(runtime: AuthRuntime, reply: FastifyReply) {
  void reply.clearCookie(refreshCookieName, {
    httpOnly: true,
    sameSite: 'strict',
    secure: runtime.isSecureSite,
    path: cookiePath,
  });
  void reply.clearCookie(sessionHintCookie.name, {
    sameSite: 'strict',
    secure: runtime.isSecureSite,
    path: '/',
  });
}
