import type { FastifyRequest } from 'fastify';

// Query parameters that can carry a secret: OAuth codes and state, tokens, verifiers, passwords.
const secretParams = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'password',
  'secret',
]);

/** The URL with the values of secret-bearing query parameters replaced, for the request log. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let isChanged = false;
  for (const key of [...params.keys()]) {
    if (!secretParams.has(key.toLowerCase())) continue;
    params.set(key, 'redacted');
    isChanged = true;
  }
  return isChanged ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** Fastify's request log fields, with secrets kept out of the URL (the OAuth callback carries a code). */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
