import type { FastifyRequest } from 'fastify';

// Query and path parameters that can carry a secret: OAuth codes and state, tokens (a calendar feed's is in
// its path), verifiers, passwords.
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

/**
 * The URL with the values of secret-bearing parameters replaced, for the request log: in the query, and in
 * the path wherever the matched route (`routePath`, e.g. `/api/calendar-feeds/:token`) names a path parameter
 * as a secret. The rule follows the parameter's name, so a new route with a `:token` is covered too.
 */
export function redactUrl(url: string, routePath?: string): string {
  const queryStart = url.indexOf('?');
  const path = redactPath(queryStart < 0 ? url : url.slice(0, queryStart), routePath);
  if (queryStart < 0) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let isChanged = false;
  for (const key of [...params.keys()]) {
    if (!secretParams.has(key.toLowerCase())) continue;
    params.set(key, 'redacted');
    isChanged = true;
  }
  return isChanged ? `${path}?${params.toString()}` : `${path}${url.slice(queryStart)}`;
}

function redactPath(path: string, routePath: string | undefined): string {
  if (!routePath?.includes(':')) return path;
  const pattern = routePath.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const name = pattern[index]?.startsWith(':') ? pattern[index].slice(1) : null;
      return name && secretParams.has(name.toLowerCase()) ? 'redacted' : segment;
    })
    .join('/');
}

/** Fastify's request log fields, with secrets kept out of the URL (the OAuth callback carries a code). */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
