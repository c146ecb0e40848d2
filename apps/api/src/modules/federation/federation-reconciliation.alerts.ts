import { defaultLanguage, isLanguage } from '@skillswap/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.ts';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { translateNotification } from '../../lib/i18n/notification-translator.ts';
import { composeMail } from '../../lib/mail/mail-layout.ts';
import { enqueueMessages } from '../../lib/outbox.ts';
import { notifyMany } from '../notifications/index.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { lockLink } from './federation-transfers.repository.ts';
import {
  findAlertHistory,
  listAdmins,
  markAlerted,
  type CheckFigures,
} from './federation-reconciliation.repository.ts';

const consolePath = '/admin/federation';

function alertText(us: string, peer: string, figures: CheckFigures) {
  if (figures.outcome === 'refused') {
    return {
      title: `${peer} refuses to compare ledgers with ${us}`,
      body: `${peer} refused two checks in a row: the link’s key or the two ledgers’ hash chain no longer match, so transfers over the link are refused too. Check the link with ${peer}’s admins.`,
    };
  }
  // Said of the side that owes, per this node's ledger: "hub says riverside owes 5 h; riverside’s ledger says 3 h".
  const ours = figures.ours ?? 0;
  const theirs = figures.theirs ?? 0;
  const debtor = ours >= 0 ? peer : us;
  const sign = ours >= 0 ? 1 : -1;
  return {
    title: `The ledgers of ${us} and ${peer} differ`,
    body: `${us} says ${debtor} owes ${sign * ours} h; ${peer}’s ledger says ${sign * theirs} h. Check the link with ${peer}’s admins, and pause it if hours may be at risk.`,
  };
}

/**
 * Tells the install's admins, in the app and by mail, of a difference a check found (ADR 188), once. Not on the
 * first sight of a difference while transfers were in flight, nor on a first refusal (a ratchet a step apart for a
 * moment refuses too): only when it held on the check before, or nothing was in flight. The same difference is told
 * once until the link matches again; a different one is told anew. Run in the check's transaction, under the
 * link's lock, so two checks finishing at once tell it once.
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
  const admins = await listAdmins(tx);
  const publicUrl = context.config.PUBLIC_URL;
  await notifyMany(
    tx,
    { publicUrl, now: context.now },
    admins.map((admin) => ({
      memberId: admin.id,
      type: 'federation_reconciliation' as const,
      title,
      body,
      link: consolePath,
    })),
  );
  // Always mailed: an operator's alarm, not a notice a member may switch off.
  await enqueueMessages(
    tx,
    admins.map((admin) => {
      const language = isLanguage(admin.language) ? admin.language : defaultLanguage;
      const t = mailTranslator(language);
      return composeMail({
        to: admin.email,
        subject: translateNotification(title, language),
        paragraphs: [
          t('notification.greeting', { name: admin.fullName }),
          translateNotification(body, language),
        ],
        link: { label: t('federation.reconciliation.open'), url: new URL(consolePath, publicUrl).toString() },
        language,
      });
    }),
  );
  await recordAuditEvent(tx, {
    event: 'node_link_difference_alerted',
    details: {
      peer: input.link.peerName,
      outcome,
      ours: input.figures.ours ?? null,
      theirs: input.figures.theirs ?? null,
      admins: admins.length,
    },
    ...context.audit,
  });
}
