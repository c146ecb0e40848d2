import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { writeOffDeletedMemberDebt } from '../ledger/index.ts';
import { purgeSessionData } from '../sessions/index.ts';
import { purgeBoardData } from '../board/index.ts';
import { purgeSwapLifecycleData, lockOpenSwapsOf, cancelOpenSwapsOfMember } from '../swap-lifecycle/index.ts';
import { collectMemberData } from './account-export.repository.ts';
import {
  anonymizeAccount,
  endAllSessionsOfMember,
  eraseSignInData,
  markAccountDeleted,
} from '../auth/index.ts';
import { anonymizeProfile, markProfileDeleted } from '../profiles/index.ts';
import { cancelOpenRequestsOfDeletedMember, eraseRequestMessagesOf } from '../swaps/index.ts';
import { anonymizeContactMessagesOf } from '../contact/index.ts';
import { releaseWorkshopsOfDeletedMember } from '../workshops/index.ts';
import { handOverCommunitiesOfDeletedMember } from '../communities/index.ts';
import { eraseReportingDetails } from '../impact/index.ts';
import { findPurgeDue, hasOpenDispute } from './account.repository.ts';

/** How long a deleted account's data is kept before the purge (docs/product-rules.md R2.4). */
export const purgeAfterDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the member's account at once (soft delete): it leaves every listing, every session ends, requests
 * and accepted swaps are cancelled (holds released), a negative balance is written off to the community fund,
 * and the deletion is audited — all in one transaction. A swap in dispute blocks it (409) until an operator
 * resolves it. Personal data goes 30 days later (`purgeDeletedMembers`).
 */
export async function deleteAccount(
  db: Db,
  options: { memberId: string; email: string; now: Date; context: AuditContext; publicUrl: string },
): Promise<void> {
  const { memberId, now } = options;
  await db.transaction(async (tx) => {
    // The profile first, then the account (lock order, ADR 0043).
    await markProfileDeleted(tx, memberId, now);
    // What the member told for reports only goes at once, not after the 30 days.
    await eraseReportingDetails(tx, memberId);
    const wasDeleted = await markAccountDeleted(tx, memberId, now);
    if (!wasDeleted) throw notFound('common.accountNotFound');
    await endAllSessionsOfMember(tx, { memberId, reason: 'account_deleted', now });
    // The member's open swaps are locked in id order before any is changed (lock order, ADR 0043).
    await lockOpenSwapsOf(tx, memberId);
    // Checked after the lock: none of the locked swaps can be disputed in the meantime.
    if (await hasOpenDispute(tx, memberId)) throw openDisputeBlocksDeletion();
    const cancelled = await cancelOpenRequestsOfDeletedMember(tx, memberId, now);
    await cancelOpenSwapsOfMember(tx, { now, publicUrl: options.publicUrl }, memberId);
    // A community the member owns passes to who served it longest, or is archived.
    await handOverCommunitiesOfDeletedMember(tx, { now, publicUrl: options.publicUrl }, memberId);
    // Hosted workshops are called off and the member's seats given back, holds released.
    await releaseWorkshopsOfDeletedMember(tx, { now, publicUrl: options.publicUrl }, memberId);
    // Holds are released now; what the member still owes goes to the community fund (ADR 67).
    const writtenOff = await writeOffDeletedMemberDebt(tx, memberId);
    await recordAuditEvent(tx, {
      event: 'account_deleted',
      userId: memberId,
      details: { cancelledRequests: cancelled, writtenOff },
      ...options.context,
    });
    await enqueueMessage(tx, {
      to: options.email,
      subject: 'Your SkillSwap account has been deleted',
      text: `Your SkillSwap account has been deleted and no longer appears anywhere on the site. Your personal data will be erased within ${purgeAfterDays} days. If you did not ask for this, reply to this message at once.`,
    });
  });
}

const openDisputeBlocksDeletion = () => conflict('account.oneOfYourSwaps');

/** All the member's data, for the JSON download in Settings. */
export async function exportAccount(db: Db, options: { memberId: string; now: Date }) {
  const data = await collectMemberData(db, options.memberId);
  if (!data.account) throw notFound('common.accountNotFound');
  return { exportedAt: options.now.toISOString(), format: 'skillswap-export-v1' as const, ...data };
}

/**
 * Replaces the member's personal data with anonymous placeholders and removes what identifies them
 * (factors, devices, linked sign-in identities, session addresses), each through the module that owns it
 * (ADR 78). Swaps and ledger rows stay, so the other members' history and every balance still add up.
 */
async function anonymizeMember(tx: DbOrTx, memberId: string, now: Date) {
  const placeholderEmail = `deleted-${memberId}@deleted.skillswap.invalid`;
  await anonymizeAccount(tx, memberId, placeholderEmail, now);
  await anonymizeProfile(tx, memberId, now);
  await eraseRequestMessagesOf(tx, memberId);
  await anonymizeContactMessagesOf(tx, memberId, placeholderEmail, now);
  await eraseSignInData(tx, memberId);
}

/**
 * Purges the personal data of members deleted more than 30 days ago, a batch at a time; safe to run from many
 * processes at once (rows are claimed with SKIP LOCKED). Their avatars, no longer pointed at, are left to the
 * avatar clean-up job (ADR 0060).
 */
export async function purgeDeletedMembers(
  db: Db,
  options: { now: Date; batchSize?: number },
): Promise<{ purged: number }> {
  const cutoff = new Date(options.now.getTime() - purgeAfterDays * dayMs);
  return db.transaction(async (tx) => {
    const due = await findPurgeDue(tx, cutoff, options.batchSize ?? 100);
    for (const member of due) {
      await anonymizeMember(tx, member.id, options.now);
      await purgeSwapLifecycleData(tx, member.id);
      await purgeSessionData(tx, member.id);
      await purgeBoardData(tx, member.id);
    }
    return { purged: due.length };
  });
}
