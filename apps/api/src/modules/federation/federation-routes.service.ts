import { errorCodes } from '@skillswap/contracts/shared/errors';
import { nodeRoutesAnswerSchema, type NodeRoutesAnswer } from '@skillswap/contracts/federation/route-schemas';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { listLivePeerNames, listNodesBeneath, replaceRoutesVia } from './federation-routes.repository.ts';
import { findLiveTrunk, lockLink } from './federation-transfers.repository.ts';
import { refusal } from './federation-transfers.errors.ts';
import { sendToPeer } from './federation-transfers.shared.ts';

export const routesPath = '/api/federation/routes';
/**
 * How long an announcement waits: it is sent inside the call that changed a link, so a silent trunk must not
 * hold that call (a branch redeeming an invitation waits 10 seconds for it).
 */
const announceTimeoutMs = 4_000;

/**
 * Tells this node's trunk every node beneath it (ADR 218), the whole list each time. Sent when a branch link
 * is made or ended, when a branch's own list changed, and with each daily reconciliation; a trunk that cannot
 * be told now is told with the next. Answers whether the trunk took the list.
 */
export async function announceRoutes(
  database: Database,
  context: Pick<FederationContext, 'config' | 'now'>,
): Promise<boolean> {
  try {
    const trunk = await findLiveTrunk(database.db);
    if (!trunk) return false;
    const nodes = await listNodesBeneath(database.db);
    const body = { nodes };
    const answer = await sendToPeer(trunk, context, { path: routesPath, body, timeoutMs: announceTimeoutMs });
    return answer.status === 200 && nodeRoutesAnswerSchema.safeParse(answer.body).success;
  } catch {
    return false;
  }
}

/**
 * A branch says which nodes lie beneath it (the request is authenticated already). Its list replaces the one
 * it sent before, leaving out this node, the nodes of its own live links and those another branch announced
 * first: a branch can take nobody else's traffic. A change is audited and passed on to this node's trunk.
 */
export async function receiveRoutes(
  database: Database,
  context: FederationContext,
  input: { from: LinkRow; nodes: string[] },
): Promise<NodeRoutesAnswer> {
  const { from } = input;
  const ourName = nodeNameOf(context.config);
  if (from.peerRole !== 'branch') {
    throw refusal(new AppError(errorCodes.validation, 'federation.onlyABranchTells'), 'PermissionViolation', {
      node: from.peerName,
    });
  }
  const announced = [...new Set(input.nodes)].filter((node) => node !== from.peerName);
  const outcome = await database.db.transaction(async (tx) => {
    // One announcement of a link at a time, so two crossing ones cannot interleave their rows.
    await lockLink(tx, from.id);
    const reachedOtherwise = new Set([ourName, ...(await listLivePeerNames(tx))]);
    const changed = await replaceRoutesVia(tx, {
      linkId: from.id,
      nodes: announced.filter((node) => !reachedOtherwise.has(node)),
      now: context.now,
    });
    const refused = [...announced.filter((node) => reachedOtherwise.has(node)), ...changed.refused].sort();
    const isChanged = changed.added.length > 0 || changed.removed.length > 0;
    if (isChanged || refused.length > 0) {
      await recordAuditEvent(tx, {
        event: 'node_routes_changed',
        details: { peer: from.peerName, added: changed.added, removed: changed.removed, refused },
        ...context.audit,
      });
    }
    return { isChanged, refused };
  });
  if (outcome.isChanged) await announceRoutes(database, context);
  return { node: ourName, refused: outcome.refused };
}
