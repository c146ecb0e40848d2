import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../../../lib/audit.ts';

/** Auth bodies are small; anything bigger is refused before it is parsed. */
export const authBodyLimit = 16 * 1024;

/** Who is calling, for limits and the audit log: the client IP (proxy header only when trusted) and agent. */
export function readClient(request: FastifyRequest): AuditContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
