import { createHash } from 'node:crypto';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { memberAddressPattern, type NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { addressPolicyOf } from '../webhooks/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import {
  findLinkByPeer,
  findLiveTrunk,
  linkExposure,
  type TransferRow,
} from './federation-transfers.repository.ts';
import { refusal } from './federation-transfers.errors.ts';
import { findRoute } from './federation-routes.repository.ts';
import { signNodeRequest } from './node-auth.ts';
import { checkNodeUrl, postToNode, type NodeAnswer } from './node-client.ts';

/** `<node>/<member id>` split; null when it is not an address. */
export function parseAddress(address: string): { node: string; memberId: string } | null {
  const match = memberAddressPattern.exec(address);
  return match ? { node: match[1]!, memberId: match[2]! } : null;
}

/**
 * A member of another exchange as local members read them: "name · node" (ADR 209); the exchange alone while
 * it has not told this one their name.
 */
export function remoteMemberLabel(name: string | null | undefined, address: string): string {
  const node = parseAddress(address)?.node;
  if (!node) return address;
  return name ? `${name} · ${node}` : node;
}

/** Hours as every node writes them into the ratchet: two decimals, always. */
const quantityText = (quantity: number) => roundSkillCoin(quantity).toFixed(2);

/**
 * The hash ratchet's next head on a link after a transaction completed across it (ADR 184, after the
 * reference node's cc-auth): md5 of the previous head, the uuid, the state, the quantity, the description and
 * the version, joined by '|'.
 */
export function nextRatchetHash(previous: string, transfer: TransferRow): string {
  return createHash('md5')
    .update(
      [
        previous,
        transfer.id,
        'completed',
        quantityText(transfer.quantity),
        transfer.description,
        transfer.version,
      ].join('|'),
    )
    .digest('hex');
}

/** Whether hours have at most two decimals (the protocol carries a plain number). */
export const hasTwoDecimalsAtMost = (hours: number) =>
  Number.isFinite(hours) && Math.abs(Math.round(hours * 100) - hours * 100) < 1e-6;

/**
 * The live link `node` lies behind, looking down the tree: the link with it when it is a peer, else the
 * branch that announced it beneath itself (ADR 218); null when only the trunk may know it.
 */
async function linkToward(db: DbOrTx, node: string): Promise<LinkRow | null> {
  return (await findLinkByPeer(db, node)) ?? (await findRoute(db, node));
}

/**
 * The link a transaction for a member of `node` leaves this node by: the link with that node when it is a
 * peer; else the branch it lies beneath; otherwise a branch's trunk. Nothing goes back where it came from.
 */
export async function routeTo(db: DbOrTx, node: string, cameFrom: LinkRow | null): Promise<LinkRow> {
  const link = (await linkToward(db, node)) ?? (await findLiveTrunk(db));
  if (!link || link.id === cameFrom?.id) {
    throw refusal(notFound('federation.noLinkOfThis'), 'DoesNotExistViolation', { node });
  }
  return link;
}

/**
 * Whether the node at the other end of `from` may speak for a member of `node` (no node speaks for another):
 * a branch for itself and the nodes it announced beneath it; the trunk for any node neither this one nor
 * beneath it.
 */
export async function speaksFor(db: DbOrTx, from: LinkRow, node: string, ourName: string): Promise<boolean> {
  const toward = await linkToward(db, node);
  if (from.peerRole === 'branch') return toward?.id === from.id;
  return node !== ourName && toward?.peerRole !== 'branch';
}

export function assertActive(link: LinkRow): void {
  if (link.status !== 'active') {
    throw refusal(conflict('federation.theLinkWithThat'), 'BlockedViolation', {
      link: link.peerName,
      status: link.status,
    });
  }
}

/**
 * Refuses hours crossing `link` that would take the branch past what it may owe or be owed (ADR 184),
 * counting transfers validated through it that have not moved yet. `outgoing`: the hours leave this node
 * through the link.
 */
export async function assertWithinLimits(
  db: DbOrTx,
  link: LinkRow,
  input: { ourName: string; hours: number; outgoing: boolean; isCounted?: boolean },
): Promise<void> {
  const exposure = await linkExposure(db, link);
  // The link's account holds what this node owes the other; the limits are written as what the branch owes.
  const weAreBranch = link.peerRole === 'trunk';
  const branch = weAreBranch ? input.ourName : link.peerName;
  const trunk = weAreBranch ? link.peerName : input.ourName;
  // A transfer being approved is among those validated already: it is counted once, as the change.
  const waiting =
    (input.outgoing ? exposure.outgoing : exposure.incoming) - (input.isCounted ? input.hours : 0);
  const owedByUs = exposure.balance + (input.outgoing ? waiting : -waiting);
  const branchOwes = roundSkillCoin(weAreBranch ? owedByUs : -owedByUs);
  const change = input.outgoing === weAreBranch ? input.hours : -input.hours;
  const after = roundSkillCoin(branchOwes + change);
  const figures = { branch, trunk, hours: input.hours, current: branchOwes, after };
  if (change > 0 && after > link.maxOwedHours) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theLinkBetweenAnd', {
        values: { branch, trunk, limit: link.maxOwedHours, current: branchOwes, hours: input.hours, after },
      }),
      'MinLimitViolation',
      { ...figures, limit: 'maxOwedHours', limitHours: link.maxOwedHours },
    );
  }
  if (change < 0 && -after > link.maxOwingHours) {
    throw refusal(
      new AppError(errorCodes.validation, 'federation.theLinkBetweenAndLets', {
        values: {
          branch,
          trunk,
          limit: link.maxOwingHours,
          current: -branchOwes,
          hours: input.hours,
          after: -after,
        },
      }),
      'MaxLimitViolation',
      { ...figures, limit: 'maxOwingHours', limitHours: link.maxOwingHours },
    );
  }
}

/**
 * Sends a signed node message over `link`, through the SSRF guard; a node that cannot be reached is a 503
 * (AppError). The directory passes its shorter waits as `timeoutMs`.
 */
export async function sendToPeer(
  link: LinkRow,
  context: Pick<FederationContext, 'config' | 'now'>,
  message: { path: string; body: unknown; timeoutMs?: number },
): Promise<NodeAnswer> {
  const target = await checkNodeUrl(link.peerUrl, addressPolicyOf(context.config));
  const headers = signNodeRequest(
    link,
    { method: 'POST', path: message.path, body: JSON.stringify(message.body) },
    { ourName: nodeNameOf(context.config), rootSecret: context.config.AUTH_SECRET, now: context.now },
  );
  return postToNode(target, message.path, { body: message.body, headers, timeoutMs: message.timeoutMs });
}

export function toNodeTransfer(row: TransferRow): NodeTransfer {
  return {
    id: row.id,
    payer: row.payer,
    payee: row.payee,
    payerLabel: remoteMemberLabel(row.payerName, row.payer),
    payeeLabel: remoteMemberLabel(row.payeeName, row.payee),
    hours: row.quantity,
    description: row.description,
    state: row.state,
    erasedBecause: row.state === 'erased' ? row.erasedBecause : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
