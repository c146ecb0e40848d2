import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@skillswap/contracts/shared/endpoint';
import { endpoints } from '@skillswap/contracts/endpoints';
import type { RecordedHelperAction } from '@skillswap/contracts/member-helpers/schemas';
import { findActingHelper } from '../../lib/http/request-caller.ts';
import { isSmsConfigured } from '../../lib/mail/sms-transport.ts';
import { auditOf } from '../communities/index.ts';
import { isRecordedAction, recordHelperAction, type HelperActionSubject } from './member-helpers.service.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where each action's subject is found: the path's `:id` (a swap for the swap, message and session endpoints)
 * or, for what the action made, the answer. Answering a board post makes a swap request: its swap
 * is the subject.
 */
const subjects: Record<RecordedHelperAction, { kind: HelperActionSubject['kind']; from: 'path' | 'answer' }> =
  {
    createSwapRequest: { kind: 'swap', from: 'answer' },
    updateSwapRequest: { kind: 'swap', from: 'path' },
    acceptSwap: { kind: 'swap', from: 'path' },
    declineSwap: { kind: 'swap', from: 'path' },
    cancelSwap: { kind: 'swap', from: 'path' },
    confirmSwap: { kind: 'swap', from: 'path' },
    disputeSwap: { kind: 'swap', from: 'path' },
    sendMessage: { kind: 'swap', from: 'path' },
    openDirectConversation: { kind: 'conversation', from: 'answer' },
    replyDirect: { kind: 'conversation', from: 'path' },
    proposeSession: { kind: 'swap', from: 'path' },
    acceptSlot: { kind: 'swap', from: 'path' },
    counterPropose: { kind: 'swap', from: 'path' },
    rescheduleSession: { kind: 'swap', from: 'path' },
    cancelSession: { kind: 'swap', from: 'path' },
    createBoardPost: { kind: 'post', from: 'answer' },
    renewBoardPost: { kind: 'post', from: 'path' },
    closeBoardPost: { kind: 'post', from: 'path' },
    reopenBoardPost: { kind: 'post', from: 'path' },
    respondToBoardPost: { kind: 'swap', from: 'answer' },
  };

/** The id an answer names: a new swap or post (`data.id`), or the conversation a first message went to. */
function answeredId(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  const body = JSON.parse(payload) as { data?: { id?: unknown }; conversation?: { id?: unknown } };
  return body.data?.id ?? body.conversation?.id;
}

/** What the helper's action touched, found where `subjects` says; null when it cannot be read. */
function subjectOf(
  request: FastifyRequest,
  action: RecordedHelperAction,
  payload: unknown,
): HelperActionSubject | null {
  const { kind, from } = subjects[action];
  const id = from === 'path' ? (request.params as { id?: unknown } | undefined)?.id : answeredId(payload);
  return typeof id === 'string' && uuid.test(id) ? { kind, id } : null;
}

/**
 * An `onSend` hook (ADR 179): when a helper's write for a member succeeded, writes it down, audits it and
 * tells the member before the helper hears it worked, so no helper action is ever unrecorded.
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
      isSmsConfigured: isSmsConfigured(app.deps.config),
    };
    await app.deps.database.db.transaction((tx) =>
      recordHelperAction(tx, context, {
        memberId: acting.memberId,
        helper: acting.helper,
        action,
        subject: subjectOf(request, action, payload),
      }),
    );
    return payload;
  };
}
