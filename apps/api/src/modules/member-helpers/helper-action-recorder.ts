import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@skillswap/contracts/endpoints/endpoint';
import { endpoints } from '@skillswap/contracts/endpoints/index';
import { findActingHelper } from '../../lib/http/request-caller.ts';
import { auditOf } from '../communities/index.ts';
import { isRecordedAction, recordHelperAction } from './member-helpers.service.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The swap a helper's action touched: the path's `:id`, or the new swap a request created. */
function swapOf(request: FastifyRequest, action: string, payload: unknown): string | null {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' && uuid.test(id)) return id;
  if (action !== 'createSwapRequest' || typeof payload !== 'string') return null;
  const body = JSON.parse(payload) as { data?: { id?: unknown } };
  const created = body.data?.id;
  return typeof created === 'string' && uuid.test(created) ? created : null;
}

/**
 * An `onSend` hook (ADR 179): when a helper's write for a member succeeded, writes it down, audits it and tells
 * the member before the helper hears it worked, so no helper action is ever unrecorded.
 */
export function helperActionRecorder(app: FastifyInstance) {
  const names = new Map<Endpoint, string>(
    Object.values<Record<string, Endpoint>>(endpoints).flatMap((area) =>
      Object.entries(area).map(([name, endpoint]) => [endpoint, name] as const),
    ),
  );
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const acting = findActingHelper(request);
    if (!acting || request.method === 'GET' || reply.statusCode >= 300) return payload;
    const endpoint = request.routeOptions.config.endpoint;
    const action = endpoint ? names.get(endpoint) : undefined;
    if (!action || !isRecordedAction(action)) return payload;
    const context = {
      now: app.deps.clock.now(),
      publicUrl: app.deps.config.PUBLIC_URL,
      audit: auditOf(request),
    };
    await app.deps.database.db.transaction((tx) =>
      recordHelperAction(tx, context, {
        memberId: acting.memberId,
        helper: acting.helper,
        action,
        swapId: swapOf(request, action, payload),
      }),
    );
    return payload;
  };
}
