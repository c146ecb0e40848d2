import type { FastifyReply, FastifyRequest } from 'fastify';

/** The realm every bearer challenge of the API names (RFC 6750 §3). */
export const authenticationRealm = 'skillswap';

/**
 * An `onSend` hook: every 401 says how to authenticate (RFC 9110 §11.6.1 requires `WWW-Authenticate` on
 * each), as a bearer challenge; when the request carried a bearer token, the challenge says it was refused
 * (`error="invalid_token"`, RFC 6750 §3.1), so a client knows to sign in again rather than to add a token. A
 * route that set its own challenge (the metrics scraper's realm) keeps it.
 */
export async function challengeUnauthenticated(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode !== 401 || reply.hasHeader('www-authenticate')) return;
  const presented = /^Bearer\s/i.test(request.headers.authorization ?? '');
  void reply.header(
    'www-authenticate',
    `Bearer realm="${authenticationRealm}"${presented ? ', error="invalid_token"' : ''}`,
  );
}
