import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import type { NotificationMessage } from '../notifications/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { tellAdmins } from './federation-admin-alerts.ts';
import { lockLink } from './federation-transfers.repository.ts';
import { findAlertHistory, markAlerted, type CheckFigures } from './federation-reconciliation.repository.ts';

function alertText(
  us: string,
  peer: string,
  figures: CheckFigures,
): { title: NotificationMessage; body: NotificationMessage } {
  if (figures.outcome === 'refused') {
    return {
      title: { key: 'federation.refusesToCompareLedgers', values: { peer, us } },
      body: { key: 'federation.refusedTwoChecksIn', values: { peer } },
    };
  }
  // Said of the side that owes, per this node's ledger: "hub says riverside owes 5 h; riverside’s ledger
  // says 3 h".
  const ours = figures.ours ?? 0;
  const theirs = figures.theirs ?? 0;
  const debtor = ours >= 0 ? peer : us;
  const sign = ours >= 0 ? 1 : -1;
  return {
    title: { key: 'federation.theLedgersDiffer', values: { us, peer } },
    body: {
      key: 'federation.saysOwes',
      values: { us, debtor, ours: sign * ours, peer, theirs: sign * theirs },
    },
  };
}

/**
 * Tells the install's admins, in the app and by mail, of a difference a check found (ADR 188), once. Not on
 * the first sight of a difference while transfers were in flight, nor on a first refusal (a ratchet a step
 * apart for a moment refuses too): only when it held on the check before, or nothing was in flight. The same
 * difference is told once until the link matches again; a different one is told anew. Run in the check's
 * transaction, under the link's lock, so two checks finishing at once tell it once.
 */
export async function alertAdminsIfConfirmed(
  tx: DbOrTx,
  context: FederationContext,
  input: { link: LinkRow; checkId: string; figures: CheckFigures; hasInFlight: boolean },
): Promise<void> {
  const { outcome } = input.figures;
  if (outcome !== 'difference' && outcome !== 'refused') return;
  await lockLink(tx, input.link.id);
  const history = await findAlertHistory(tx, input.link.id, input.checkId);
  const heldBefore = history.previousOutcome === 'difference' || history.previousOutcome === 'refused';
  if (!heldBefore && (outcome === 'refused' || input.hasInFlight)) return;
  const alertKey =
    outcome === 'refused' ? 'refused' : `difference:${input.figures.ours}:${input.figures.theirs}`;
  if (history.lastAlertKey === alertKey) return;
  await markAlerted(tx, input.checkId, alertKey);

  const { title, body } = alertText(nodeNameOf(context.config), input.link.peerName, input.figures);
  const admins = await tellAdmins(tx, context, { title, body });
  await recordAuditEvent(tx, {
    event: 'node_link_difference_alerted',
    details: {
      peer: input.link.peerName,
      outcome,
      ours: input.figures.ours ?? null,
      theirs: input.figures.theirs ?? null,
      admins,
    },
    ...context.audit,
  });
}
