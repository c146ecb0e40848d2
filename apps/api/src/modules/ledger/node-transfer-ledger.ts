import { formatSkillCoin, roundSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, type ErrorValue } from '../../lib/errors.ts';
import { getCreditFloor } from './ledger.service.ts';
import {
  getAccountTotals,
  insertMovements,
  insertTransfer,
  lockMemberAccounts,
} from './ledger.repository.ts';

/**
 * One side of a transfer across nodes (ADR 184): a local member, or the account of a link with another node.
 */
export type NodeTransferSide = { memberId: string } | { accountId: string };

/**
 * Refuses, before anything is recorded, hours a member would send another node beyond their credit floor (the
 * install's rule, as for swaps). The member's account is locked, so a second payment waits for this one.
 * `promised`: hours the member has promised and not sent yet (transfers awaiting their approval, T113).
 */
export async function assertCanSendHours(
  tx: DbOrTx,
  memberId: string,
  hours: number,
  options: { promised?: (tx: DbOrTx) => Promise<number> } = {},
): Promise<void> {
  const accountId = (await lockMemberAccounts(tx, [memberId])).get(memberId)!;
  const totals = await getAccountTotals(tx, accountId);
  // Hours the member already promised elsewhere (read once the account is locked) count as spent.
  const promised = options.promised ? await options.promised(tx) : 0;
  const available = roundSkillCoin(totals.balance - totals.held - promised);
  const creditFloor = await getCreditFloor(tx, memberId);
  if (roundSkillCoin(available - hours) >= creditFloor) return;
  const why: ErrorValue =
    creditFloor === skillCoinRules.newcomerCreditFloor
      ? {
          key: 'ledger.creditOpensAfterTeachingTransfer',
          values: { floor: formatSkillCoin(skillCoinRules.creditFloor) },
        }
      : '';
  throw new AppError(errorCodes.insufficientCredit, 'ledger.youDontHaveEnoughSkillcoinTo', {
    values: {
      hours: formatSkillCoin(hours),
      available: formatSkillCoin(available),
      floor: formatSkillCoin(creditFloor),
      why,
    },
  });
}

/**
 * Moves a transfer across nodes on this node's ledger, once per transaction id (ADR 184): from the payer or
 * the link it came through, to the payee or the link it goes on through, so this node's accounts still sum to
 * zero. Answers false when the transaction had moved already (a repeated completion moves nothing).
 */
export async function moveNodeTransfer(
  tx: DbOrTx,
  input: {
    transactionId: string;
    from: NodeTransferSide;
    to: NodeTransferSide;
    hours: number;
    description: string;
    partner: { id: string; name: string; node: string };
  },
): Promise<boolean> {
  const members = [input.from, input.to].flatMap((side) => ('memberId' in side ? [side.memberId] : []));
  const accounts = await lockMemberAccounts(tx, members);
  const accountOf = (side: NodeTransferSide) =>
    'memberId' in side ? accounts.get(side.memberId)! : side.accountId;
  const transferId = await insertTransfer(tx, {
    kind: 'federation_transfer',
    idempotencyKey: `federation-transfer:${input.transactionId}`,
    details: {
      transactionId: input.transactionId,
      note: input.description,
      partnerId: input.partner.id,
      partnerName: input.partner.name,
      partnerNode: input.partner.node,
    },
  });
  if (transferId === null) return false;
  await insertMovements(tx, transferId, [
    { accountId: accountOf(input.from), amount: -input.hours },
    { accountId: accountOf(input.to), amount: input.hours },
  ]);
  return true;
}
