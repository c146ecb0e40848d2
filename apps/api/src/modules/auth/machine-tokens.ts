import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const noRoute = (request: FastifyRequest) =>
  notFound('common.noRoute', { method: request.method, path: request.url.split('?')[0]! });

/**
 * `access: 'operator'` (ADR 53): only over loopback, with the token this server wrote into its data folder's
 * owner-only lock file. A server without such a folder answers as if the route did not exist.
 */
export function checkOperatorToken(request: FastifyRequest): void {
  const lock = request.server.deps.database.dataDirLock;
  if (!lock) throw noRoute(request);
  const expected = Buffer.from(`Bearer ${lock.token}`);
  const given = Buffer.from(request.headers.authorization ?? '');
  const isLocal = loopbackAddresses.has(request.socket.remoteAddress ?? '');
  if (!isLocal || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
}

/**
 * `access: 'metrics'` (ADR 57): `Authorization: Bearer $METRICS_TOKEN`; without a token configured the route
 * answers 404 like any unknown path.
 */
export function checkMetricsToken(request: FastifyRequest): void {
  const token = request.server.deps.config.METRICS_TOKEN;
  if (!token) throw noRoute(request);
  const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new AppError(errorCodes.unauthorized, 'auth.aValidMetricsToken', {
      headers: { 'www-authenticate': 'Bearer realm="metrics"' },
    });
  }
}

/** Both sides hashed first, so the comparison takes the same time whatever the length of what was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
