import {
  nodeReconciliationAnswerSchema,
  reconciliationListLimit,
  type NodeReconciliationAnswer,
  type ReconciliationOverview,
} from '@skillswap/contracts/federation/reconciliation';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { findLink, isHeldHead, type LinkRow } from './federation.repository.ts';
import { nodeNameOf, type FederationContext } from './federation.service.ts';
import { sendToPeer } from './federation-transfers.shared.ts';
import { alertAdminsIfConfirmed } from './federation-reconciliation.alerts.ts';
import { announceRoutes } from './federation-routes.service.ts';
import {
  claimDailyChecks,
  finishCheck,
  listLastChecks,
  readLinkView,
  startChecksOfAllLinks,
  type CheckFigures,
  type ClaimedCheck,
  type LinkView,
} from './federation-reconciliation.repository.ts';

export const reconciliationPath = '/api/federation/reconciliation';
/** Links the daily job checks in one run; a full batch runs again at once. */
const dailyBatch = 20;
/** Times a check is tried when this node's side of the link moved while the partner answered. */
const attempts = 3;

/** The other side of a link asks for this node's view of it (the request is authenticated already). */
export async function answerReconciliation(
  db: DbOrTx,
  input: { link: LinkRow; ourName: string; pending: string[] },
): Promise<NodeReconciliationAnswer> {
  const view = (await readLinkView(db, input.link.id, input.pending, reconciliationListLimit))!;
  return { node: input.ourName, ...view };
}

/** Two readings of this node's side are the same: nothing moved or was acknowledged between them. */
const isSameView = (a: LinkView, b: LinkView) =>
  a.balance === b.balance &&
  a.head === b.head &&
  a.pendingCount === b.pendingCount &&
  a.pending.map((entry) => entry.uuid).join() === b.pending.map((entry) => entry.uuid).join();

const sum = (entries: Array<{ hours: number }>) =>
  roundSkillCoin(entries.reduce((total, entry) => total + entry.hours, 0));

/**
 * Compares the partner's view with ours (ADR 188). Each side's balance counts what it moved; a transfer moved
 * on one side and not yet on the other is added where it has still to land, so both figures say what the
 * partner owes this node once everything in flight has landed, and they must be equal.
 */
function compare(
  ours: { before: LinkView; after: LinkView; heldTheirHead: boolean },
  theirs: NodeReconciliationAnswer,
): CheckFigures {
  const movedThere = new Set(theirs.moved);
  const movedHere = new Set(ours.after.moved);
  const oursInFlight = ours.before.pending.filter((entry) => !movedThere.has(entry.uuid));
  const theirsInFlight = theirs.pending.filter((entry) => !movedHere.has(entry.uuid));
  const oursFigure = roundSkillCoin(ours.after.balance + sum(theirsInFlight));
  const theirsFigure = roundSkillCoin(-(theirs.balance + sum(oursInFlight)));
  // The two chains agree when the partner's head is one this node held (ADR 191), or it holds ours as its
  // last but one; a head neither side knows would be a second fault.
  const headsAgree =
    ours.heldTheirHead || ours.after.head === theirs.head || ours.after.head === theirs.previousHead;
  return {
    outcome: oursFigure === theirsFigure && headsAgree ? 'matched' : 'difference',
    ours: oursFigure,
    theirs: theirsFigure,
    inFlightOurs: oursInFlight.length,
    inFlightTheirs: theirsInFlight.length,
    validatedOurs: ours.after.validated,
    validatedTheirs: theirs.validated,
    ourHead: ours.after.head,
    theirHead: theirs.head,
  };
}

type Asked = { figures: CheckFigures } | { answer: NodeReconciliationAnswer };

async function askPartner(link: LinkRow, context: FederationContext, pending: string[]): Promise<Asked> {
  try {
    const sent = await sendToPeer(link, context, { path: reconciliationPath, body: { pending } });
    // The partner let nobody in with our key and head: the link's key or ratchet no longer match (or a race).
    if (sent.status === 401) return { figures: { outcome: 'refused' } };
    const parsed = nodeReconciliationAnswerSchema.safeParse(sent.body);
    if (sent.status !== 200 || !parsed.success || parsed.data.node !== link.peerName) {
      return { figures: { outcome: 'unanswered' } };
    }
    return { answer: parsed.data };
  } catch {
    return { figures: { outcome: 'unanswered' } };
  }
}

/**
 * What one check found, and whether transfers were in flight on either side. This node's side is read before
 * and after the partner answers; only when nothing moved here meanwhile are the two views one moment, else
 * it tries again.
 */
async function compareLink(
  database: Database,
  context: FederationContext,
  link: LinkRow,
): Promise<{ figures: CheckFigures; hasInFlight: boolean }> {
  const moving = { figures: { outcome: 'moving' as const }, hasInFlight: true };
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const before = (await readLinkView(database.db, link.id, [], reconciliationListLimit))!;
    if (before.pendingCount > before.pending.length) return moving;
    const pending = before.pending.map((entry) => entry.uuid);
    const asked = await askPartner(link, context, pending);
    if ('figures' in asked) return { figures: asked.figures, hasInFlight: true };
    const answer = asked.answer;
    if (answer.pendingCount > answer.pending.length) return moving;
    const theirPending = answer.pending.map((entry) => entry.uuid);
    const after = (await readLinkView(database.db, link.id, theirPending, reconciliationListLimit))!;
    if (isSameView(before, after)) {
      return {
        figures: compare(
          { before, after, heldTheirHead: await isHeldHead(database.db, link, answer.head) },
          answer,
        ),
        hasInFlight: before.pendingCount > 0 || answer.pendingCount > 0,
      };
    }
  }
  return moving;
}

/**
 * Runs a claimed check of one link to its end, records it, and tells the admins of a difference that holds.
 * The trunk is also told again what lies beneath this node, which repairs a list it missed (ADR 218).
 */
async function runCheck(database: Database, context: FederationContext, check: ClaimedCheck) {
  const link = await findLink(database.db, check.linkId);
  if (link?.peerRole === 'trunk' && link.status !== 'ended') await announceRoutes(database, context);
  // A link ended since the check was claimed has nothing left to compare.
  const found =
    link && link.status !== 'ended'
      ? await compareLink(database, context, link)
      : { figures: { outcome: 'moving' as const }, hasInFlight: true };
  await database.db.transaction(async (tx) => {
    await finishCheck(tx, check.id, context.now, found.figures);
    if (link) {
      await alertAdminsIfConfirmed(tx, context, {
        link,
        checkId: check.id,
        figures: found.figures,
        hasInFlight: found.hasInFlight,
      });
    }
  });
}

/**
 * The daily job (ADR 188): each live link checked once a UTC day, whichever server process claims it. Answers
 * whether a full batch was claimed (more may be waiting).
 */
export async function reconcileDueLinks(
  database: Database,
  deps: { config: Config; clock: Clock },
): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await claimDailyChecks(database.db, {
    day: now.toISOString().slice(0, 10),
    now,
    limit: dailyBatch,
  });
  // Each check signs with the time it is sent: a batch of slow partners can take minutes.
  for (const check of claimed) {
    await runCheck(database, { config: deps.config, now: deps.clock.now(), audit: {} }, check);
  }
  return claimed.length === dailyBatch;
}

/** The console: each live link's last finished check. */
export async function getReconciliations(db: DbOrTx, config: Config): Promise<ReconciliationOverview> {
  const rows = await listLastChecks(db);
  return {
    nodeName: nodeNameOf(config),
    links: rows.map((row) => ({
      linkId: row.link_id,
      peerName: row.peer_name,
      checkedAt: new Date(row.checked_at).toISOString(),
      outcome: row.outcome,
      ours: row.ours === null ? null : Number(row.ours),
      theirs: row.theirs === null ? null : Number(row.theirs),
      inFlight:
        row.in_flight_ours === null || row.in_flight_theirs === null
          ? null
          : { ours: row.in_flight_ours, theirs: row.in_flight_theirs },
      isAlerted: row.alert_key !== null,
    })),
  };
}

/** An admin reconciles every live link now, as the daily job would; audited with what each check found. */
export async function reconcileNow(
  database: Database,
  deps: { config: Config; clock: Clock; audit: AuditContext; adminId: string },
): Promise<ReconciliationOverview> {
  const started = await startChecksOfAllLinks(database.db, {
    adminId: deps.adminId,
    now: deps.clock.now(),
  });
  for (const check of started) {
    await runCheck(database, { config: deps.config, now: deps.clock.now(), audit: deps.audit }, check);
  }
  const overview = await getReconciliations(database.db, deps.config);
  const ran = new Set(started.map((check) => check.linkId));
  await recordAuditEvent(database.db, {
    event: 'node_links_reconciled',
    actorId: deps.adminId,
    details: {
      links: overview.links
        .filter((link) => ran.has(link.linkId))
        .map((link) => ({
          peer: link.peerName,
          outcome: link.outcome,
          ours: link.ours,
          theirs: link.theirs,
        })),
    },
    ...deps.audit,
  });
  return overview;
}
