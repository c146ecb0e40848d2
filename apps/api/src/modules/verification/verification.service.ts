import type {
  AdminVerification,
  MyVerification,
  RequestVerificationInput,
  VerificationRequest,
} from '@skillswap/contracts/verification/schemas';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireStaffMayActOn } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { setVerifiedBadge } from '../profiles/index.ts';
import {
  decideRequest,
  findLatestRequest,
  insertRequest,
  listQueue,
  lockMemberStanding,
  lockRequest,
  type QueueRow,
  type VerificationRow,
} from './verification.repository.ts';

const settingsPath = '/settings';

function toRequest(row: VerificationRow): VerificationRequest {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    linkUrl: row.linkUrl,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdmin(row: QueueRow, now: Date): AdminVerification {
  const until = row.decidedAt ?? now;
  return {
    ...toRequest(row),
    member: { id: row.memberId, fullName: row.fullName, email: row.email, plan: row.plan },
    waitedMinutes: Math.max(0, Math.floor((until.getTime() - row.createdAt.getTime()) / 60_000)),
  };
}

export async function getMyVerification(db: Db, memberId: string): Promise<MyVerification> {
  const [standing, latest] = await Promise.all([
    db.transaction((tx) => lockMemberStanding(tx, memberId)),
    findLatestRequest(db, memberId),
  ]);
  return { verified: standing?.verified ?? false, latest: latest ? toRequest(latest) : null };
}

/** A Premium member asks for the check: one open request at a time, none once the badge shows (409). */
export async function requestVerification(
  db: Db,
  options: { memberId: string; input: Required<RequestVerificationInput>; now: Date; context: AuditContext },
): Promise<MyVerification> {
  const { memberId, input, now } = options;
  await db.transaction(async (tx) => {
    const standing = await lockMemberStanding(tx, memberId);
    if (!standing) throw notFound('common.profileNotFound');
    if (standing.verified) throw conflict('verification.yourProfileAlreadyShows');
    const row = await insertRequest(tx, { memberId, note: input.note, linkUrl: input.linkUrl, now });
    if (!row) throw conflict('verification.yourRequestIsAlready');
    await recordAuditEvent(tx, {
      event: 'identity_verification_requested',
      userId: memberId,
      details: { requestId: row.id },
      ...options.context,
    });
  });
  return getMyVerification(db, memberId);
}

export async function listVerificationQueue(db: Db, now: Date): Promise<{ items: AdminVerification[] }> {
  return { items: (await listQueue(db)).map((row) => toAdmin(row, now)) };
}

/**
 * A moderator approves or declines an open request with a note (ADR 114): never their own, nor a member whose
 * role is not below theirs (ADR 80). Approval shows the badge while the member's plan is a paid one (a
 * trigger keeps it following the plan); the member is told in the app and by mail, and the
 * decision is audited.
 */
export async function decideVerification(
  db: Db,
  options: {
    id: string;
    actorId: string;
    decision: 'approved' | 'declined';
    note: string;
    now: Date;
    publicUrl: string;
    context: AuditContext;
  },
): Promise<AdminVerification> {
  const { id, actorId, decision, note, now } = options;
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw notFound('common.requestNotFound');
    if (request.status !== 'pending') throw conflict('verification.thisRequestIsAlready');
    await requireStaffMayActOn(tx, { actorId, targetIds: [request.memberId] });
    const standing = await lockMemberStanding(tx, request.memberId);
    await decideRequest(tx, { id, status: decision, actorId, note, now });
    if (decision === 'approved' && standing) {
      await setVerifiedBadge(tx, request.memberId, standing.plan !== 'free', now);
    }
    await recordAuditEvent(tx, {
      event: 'identity_verification_decided',
      userId: request.memberId,
      actorId,
      details: { requestId: id, decision, note },
      ...options.context,
    });
    await notify(
      tx,
      { publicUrl: options.publicUrl, now },
      {
        memberId: request.memberId,
        type: 'identity_verification',
        link: settingsPath,
        title:
          decision === 'approved'
            ? { key: 'verification.yourIdentityIsVerified' }
            : { key: 'verification.yourIdentityVerificationWas' },
        body: { key: 'verification.aModeratorsNote', values: { note } },
      },
    );
  });
  const [row] = await listQueue(db, { id });
  return toAdmin(row!, now);
}
