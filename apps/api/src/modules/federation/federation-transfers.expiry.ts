import type { Database, DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import type { FederationContext } from './federation.service.ts';
import { deliver } from './federation-transfers.delivery.ts';
import { lockStaleProposals, type TransferRow } from './federation-transfers.repository.ts';
import { eraseProposal } from './federation-transfers.service.ts';
import { remoteMemberLabel } from './federation-transfers.shared.ts';

/**
 * How long a proposal may wait for its payer's approval (ADR 188). A `validated` transfer holds its share of
 * every link's limits along its path; a day is long enough to come back to one, short enough that a forgotten
 * one does not hold them for long. The payer's notice says "24 hours": change both together.
 */
export const proposalLifetimeMs = 24 * 60 * 60 * 1000;
const batch = 20;

async function tellPayer(tx: DbOrTx, context: FederationContext, row: TransferRow) {
  if (!row.payerMemberId) return;
  const payee = remoteMemberLabel(row.payeeName, row.payee);
  await notify(
    tx,
    { publicUrl: context.config.PUBLIC_URL, now: context.now },
    {
      memberId: row.payerMemberId,
      type: 'community_exchange',
      title: { key: 'federation.yourProposalOfH', values: { hours: row.quantity, payee } },
      body: { key: 'federation.youDidNotApprove' },
      link: '/explore?view=exchanges',
    },
  );
}

/**
 * The job: proposals made on this node that their payer neither approved nor cancelled within the lifetime
 * are cancelled as the payer's cancel does it (erased here, audited, the erasure delivered along the path
 * with the same retries), and the payer is told. Only the payer's node expires a proposal: it alone may
 * approve it, so no approval can cross an expiry. Answers whether a full batch expired (more may be waiting).
 */
export async function expireStaleProposals(database: Database, context: FederationContext): Promise<boolean> {
  const cutoff = new Date(context.now.getTime() - proposalLifetimeMs);
  const expired = await database.db.transaction(async (tx) => {
    const rows = await lockStaleProposals(tx, cutoff, batch);
    for (const row of rows) {
      await eraseProposal(tx, context, row, 'node_transfer_expired');
      await tellPayer(tx, context, row);
    }
    return rows;
  });
  for (const row of expired) await deliver(database, context, row.id);
  return expired.length === batch;
}
