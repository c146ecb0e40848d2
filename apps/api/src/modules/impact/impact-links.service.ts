// Links a coordinator shares with a funder (ADR 174): made, listed and revoked, and the report a link opens.
import { createHash, randomBytes } from 'node:crypto';
import {
  type CreatedImpactLink,
  type CreateImpactLink,
  type ImpactLink,
  type ImpactLinkList,
  type ImpactReport,
} from '@skillswap/contracts/impact/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findCommunityLabel,
  findImpactLink,
  insertImpactLink,
  listImpactLinks,
  revokeImpactLinkRow,
  type ImpactLinkRow,
} from './impact-links.repository.ts';

import { buildReport, coordinatorScope, dayMs, resolvePeriod } from './impact.service.ts';

const linkLimit = 100;

function toLink(row: ImpactLinkRow, now: Date): ImpactLink {
  return {
    id: row.id,
    period: { from: row.periodFrom, to: row.periodTo },
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById && row.createdByName ? { id: row.createdById, fullName: row.createdByName } : null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listCommunityImpactLinks(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<ImpactLinkList> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const rows = await listImpactLinks(db, scope.communityId, linkLimit);
  return { items: rows.map((row) => toLink(row, options.now)) };
}

/** A read-only link to the community's report of one period; the token is answered once, its hash kept. */
export async function createCommunityImpactLink(
  db: DbOrTx,
  options: { viewerId: string; slug: string; input: CreateImpactLink; now: Date; audit: AuditContext },
): Promise<CreatedImpactLink> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const period = resolvePeriod(options.input, options.now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + options.input.expiresInDays * dayMs);
  const id = await insertImpactLink(db, {
    communityId: scope.communityId,
    tokenHash: hashToken(token),
    periodFrom: period.from,
    periodTo: period.to,
    createdBy: options.viewerId,
    createdAt: options.now,
    expiresAt,
  });
  await recordAuditEvent(db, {
    event: 'impact_link_created',
    userId: options.viewerId,
    actorId: options.viewerId,
    details: { communityId: scope.communityId, linkId: id, from: period.from, to: period.to, expiresAt },
    ...options.audit,
  });
  const row = await findImpactLink(db, { id, communityId: scope.communityId });
  return { ...toLink(row!, options.now), token };
}

export async function revokeCommunityImpactLink(
  db: DbOrTx,
  options: { viewerId: string; slug: string; linkId: string; now: Date; audit: AuditContext },
): Promise<ImpactLink> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const where = { id: options.linkId, communityId: scope.communityId };
  if (!(await findImpactLink(db, where))) throw notFound('common.linkNotFound');
  if (await revokeImpactLinkRow(db, { id: options.linkId, by: options.viewerId, at: options.now })) {
    await recordAuditEvent(db, {
      event: 'impact_link_revoked',
      userId: options.viewerId,
      actorId: options.viewerId,
      details: { communityId: scope.communityId, linkId: options.linkId },
      ...options.audit,
    });
  }
  return toLink((await findImpactLink(db, where))!, options.now);
}

/**
 * The report a link shares, as it stands now; unknown, expired and revoked links are all simply not found.
 */
export async function getSharedImpact(
  db: DbOrTx,
  options: { token: string; now: Date },
): Promise<ImpactReport> {
  const link = await findImpactLink(db, { tokenHash: hashToken(options.token) });
  const usable = link && !link.revokedAt && link.expiresAt > options.now;
  const community = usable ? await findCommunityLabel(db, link.communityId) : null;
  if (!link || !community) throw notFound('common.linkNotFound');
  return buildReport(
    db,
    { kind: 'community', communityId: link.communityId },
    { kind: 'community', ...community, area: null },
    { from: link.periodFrom, to: link.periodTo },
    options.now,
  );
}
