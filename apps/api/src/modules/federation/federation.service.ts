import { createHash, randomBytes } from 'node:crypto';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  acceptedLinkSchema,
  type CreateNodeInvitationInput,
  type FederationOverview,
  type LinkStatus,
  type NodeLink,
} from '@skillswap/contracts/federation/schemas';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, conflict, notFound, type ErrorKey } from '../../lib/errors.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { openNodeLinkAccount } from '../ledger/index.ts';
import { addressPolicyOf } from '../webhooks/index.ts';
import {
  countOpenInvitations,
  findLink,
  hasLiveTrunk,
  insertInvitation,
  insertLink,
  linkBalance,
  listLinksWithBalance,
  setLinkState,
  takeInvitation,
  type LinkRow,
} from './federation.repository.ts';
import { deleteRoutesVia, listRoutes, listRoutesVia } from './federation-routes.repository.ts';
import { signNodeRequest } from './node-auth.ts';
import { checkNodeUrl, postToNode } from './node-client.ts';

const dayMs = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** This install's node name: NODE_NAME, else the first label of its public address's host. */
export function nodeNameOf(config: Pick<Config, 'NODE_NAME' | 'PUBLIC_URL'>): string {
  if (config.NODE_NAME) return config.NODE_NAME;
  const label = new URL(config.PUBLIC_URL).hostname.split('.')[0] ?? '';
  const name = label
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+/, '')
    .slice(0, 30);
  return name.length >= 2 ? name : 'skillswap';
}

export interface FederationContext {
  config: Config;
  now: Date;
  audit: AuditContext;
}

function toLink(row: LinkRow & { balance: number }, reaches: string[] = []): NodeLink {
  return {
    id: row.id,
    peerRole: row.peerRole,
    peerName: row.peerName,
    peerUrl: row.peerUrl,
    maxOwedHours: row.maxOwedHours,
    maxOwingHours: row.maxOwingHours,
    rate: row.rate,
    status: row.status,
    pausedBy: row.pausedBy,
    balance: row.balance,
    reaches,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getFederation(
  db: DbOrTx,
  config: Config,
  now: Date,
): Promise<Omit<FederationOverview, 'waiting'>> {
  const [links, openInvitations, routes] = await Promise.all([
    listLinksWithBalance(db),
    countOpenInvitations(db, now),
    listRoutes(db),
  ]);
  const reachesOf = (link: LinkRow) =>
    routes.filter((route) => route.viaLink === link.id).map((route) => route.node);
  return {
    nodeName: nodeNameOf(config),
    links: links.map((link) => toLink(link, reachesOf(link))),
    openInvitations,
  };
}

/**
 * What an invitation carries, readable by the branch's admin tooling: the trunk's name, address and a token.
 */
const invitationSchema = z.object({ v: z.literal(1), node: z.string(), url: z.url(), token: z.string() });

export async function createInvitation(
  db: DbOrTx,
  context: FederationContext,
  input: { adminId: string; limits: CreateNodeInvitationInput },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(context.now.getTime() + input.limits.days * dayMs);
  await insertInvitation(db, {
    tokenHash: hashToken(token),
    issuedBy: input.adminId,
    maxOwedHours: input.limits.maxOwedHours,
    maxOwingHours: input.limits.maxOwingHours,
    expiresAt,
    now: context.now,
  });
  await recordAuditEvent(db, {
    event: 'node_invitation_created',
    actorId: input.adminId,
    details: {
      maxOwedHours: input.limits.maxOwedHours,
      maxOwingHours: input.limits.maxOwingHours,
      expiresAt,
    },
    ...context.audit,
  });
  const payload = { v: 1, node: nodeNameOf(context.config), url: context.config.PUBLIC_URL, token };
  return {
    invitation: Buffer.from(JSON.stringify(payload)).toString('base64url'),
    expiresAt: expiresAt.toISOString(),
  };
}

const notAnInvitation = () => new AppError(errorCodes.validation, 'federation.thisIsNotAn');

function readInvitation(text: string) {
  try {
    const parsed = invitationSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the refusal below.
  }
  throw notAnInvitation();
}

/**
 * A branch's admin joins a trunk (ADR 183): the invitation names the trunk; this node redeems it there
 * (checked like a webhook address) and records the link the trunk answered, with the key both
 * sides now share.
 */
export async function joinTrunk(
  database: Database,
  context: FederationContext,
  input: { adminId: string; invitation: string },
): Promise<NodeLink> {
  const invitation = readInvitation(input.invitation);
  const ourName = nodeNameOf(context.config);
  if (invitation.node === ourName) {
    throw new AppError(errorCodes.validation, 'federation.theHubHasThis');
  }
  if (await hasLiveTrunk(database.db)) throw conflict('federation.thisNodeAlreadyHas');
  const target = await checkNodeUrl(invitation.url, addressPolicyOf(context.config));
  const answer = await postToNode(target, '/api/federation/links', {
    body: { token: invitation.token, node: ourName, url: context.config.PUBLIC_URL },
  });
  if (answer.status === 409) throw conflict('federation.theHubAlreadyLinks');
  if (answer.status !== 201) {
    throw new AppError(errorCodes.validation, 'federation.theHubRefusedThe');
  }
  const accepted = acceptedLinkSchema.safeParse(answer.body);
  if (!accepted.success || accepted.data.node !== invitation.node) {
    throw new AppError(errorCodes.unavailable, 'federation.theHubAnsweredSomething');
  }
  return database.db.transaction(async (tx) => {
    const accountId = await openNodeLinkAccount(tx);
    const link = await insertLink(tx, {
      peerRole: 'trunk',
      peerName: accepted.data.node,
      peerUrl: invitation.url,
      secretSealed: encryptSecret(context.config.AUTH_SECRET, 'node-link-key', accepted.data.secret),
      maxOwedHours: accepted.data.maxOwedHours,
      maxOwingHours: accepted.data.maxOwingHours,
      rate: accepted.data.rate,
      accountId,
      createdAt: context.now,
    });
    if (!link) throw conflict('federation.thisNodeAlreadyHas');
    await recordAuditEvent(tx, {
      event: 'node_link_created',
      actorId: input.adminId,
      details: { peer: link.peerName, peerRole: 'trunk', url: link.peerUrl },
      ...context.audit,
    });
    return toLink({ ...link, balance: 0 });
  });
}

/** A branch redeems an invitation at this trunk: the token works once; answers the link's key and limits. */
export async function acceptLink(
  database: Database,
  context: FederationContext,
  input: { token: string; node: string; url: string },
) {
  const ourName = nodeNameOf(context.config);
  if (input.node === ourName) throw new AppError(errorCodes.validation, 'federation.aNodeCannotLink');
  await checkNodeUrl(input.url, addressPolicyOf(context.config));
  const secret = randomBytes(32).toString('base64url');
  return database.db.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, hashToken(input.token), context.now);
    if (!invitation) throw new AppError(errorCodes.invalidLink, 'federation.thisInvitationIsSpent');
    const accountId = await openNodeLinkAccount(tx);
    const link = await insertLink(tx, {
      peerRole: 'branch',
      peerName: input.node,
      peerUrl: input.url,
      secretSealed: encryptSecret(context.config.AUTH_SECRET, 'node-link-key', secret),
      maxOwedHours: invitation.maxOwedHours,
      maxOwingHours: invitation.maxOwingHours,
      rate: 1,
      accountId,
      createdAt: context.now,
    });
    // The invitation stays spent only if the link is made: a clash rolls both back.
    if (!link) throw conflict('federation.thisNodeAlreadyLinks');
    await recordAuditEvent(tx, {
      event: 'node_link_created',
      actorId: invitation.issuedBy,
      details: { peer: link.peerName, peerRole: 'branch', url: link.peerUrl },
      ...context.audit,
    });
    return {
      node: ourName,
      secret,
      maxOwedHours: link.maxOwedHours,
      maxOwingHours: link.maxOwingHours,
      rate: 1,
    };
  });
}

type Change = 'pause' | 'resume' | 'end';

/** What a change does to a link, from the side that makes it; null when it does not apply in this state. */
async function nextState(
  db: DbOrTx,
  link: LinkRow,
  change: Change,
  side: 'us' | 'them',
): Promise<{ status: LinkStatus; pausedBy: 'us' | 'them' | null } | null> {
  if (link.status === 'ended') return null;
  switch (change) {
    case 'pause':
      return link.status === 'active' || link.pausedBy !== side ? { status: 'paused', pausedBy: side } : null;
    case 'resume':
      return link.status === 'paused' && link.pausedBy === side ? { status: 'active', pausedBy: null } : null;
    case 'end':
      if ((await linkBalance(db, link.accountId)) !== 0) {
        throw conflict('federation.theLinkStillOwes');
      }
      return { status: 'ended', pausedBy: null };
  }
}

const refusals: Record<Change, ErrorKey> = {
  pause: 'federation.thisNodeHasPaused',
  resume: 'federation.onlyTheNodeThat',
  end: 'federation.thisLinkHasEnded',
};
const events = { pause: 'node_link_paused', resume: 'node_link_resumed', end: 'node_link_ended' } as const;
const statusOf: Record<Change, LinkStatus> = { pause: 'paused', resume: 'active', end: 'ended' };

/**
 * An admin pauses (the kill switch), resumes or ends a link. The change holds here at once, whether or not
 * the other node can be told; the audit says whether it was.
 */
export async function changeLink(
  database: Database,
  context: FederationContext,
  input: { adminId: string; linkId: string; change: Change },
): Promise<NodeLink> {
  const changed = await database.db.transaction(async (tx) => {
    const link = await findLink(tx, input.linkId, { lock: true });
    if (!link) throw notFound('common.linkNotFound');
    const next = await nextState(tx, link, input.change, 'us');
    if (!next) throw conflict(refusals[input.change]);
    if (next.status === 'ended') await deleteRoutesVia(tx, link.id);
    return setLinkState(tx, link.id, {
      ...next,
      ...(next.status === 'ended' ? { endedAt: context.now } : {}),
    });
  });
  const isPeerTold = await tellPeer(changed, context, statusOf[input.change]);
  await recordAuditEvent(database.db, {
    event: events[input.change],
    actorId: input.adminId,
    details: { peer: changed.peerName, isPeerTold },
    ...context.audit,
  });
  return toLink(
    { ...changed, balance: await linkBalance(database.db, changed.accountId) },
    await listRoutesVia(database.db, changed.id),
  );
}

async function tellPeer(link: LinkRow, context: FederationContext, status: LinkStatus): Promise<boolean> {
  try {
    const target = await checkNodeUrl(link.peerUrl, addressPolicyOf(context.config));
    const path = '/api/federation/link-state';
    const body = { status };
    const headers = signNodeRequest(
      link,
      { method: 'POST', path, body: JSON.stringify(body) },
      { ourName: nodeNameOf(context.config), rootSecret: context.config.AUTH_SECRET, now: context.now },
    );
    const answer = await postToNode(target, path, { body, headers });
    return answer.status === 204;
  } catch {
    return false;
  }
}

/** The other node says it paused, resumed or ended the link (the request is authenticated already). */
export async function applyPeerState(
  tx: DbOrTx,
  context: FederationContext,
  input: { link: LinkRow; status: LinkStatus },
): Promise<void> {
  const change: Change = input.status === 'paused' ? 'pause' : input.status === 'active' ? 'resume' : 'end';
  const next = await nextState(tx, input.link, change, 'them');
  if (!next) return;
  if (next.status === 'ended') await deleteRoutesVia(tx, input.link.id);
  await setLinkState(tx, input.link.id, {
    ...next,
    ...(next.status === 'ended' ? { endedAt: context.now } : {}),
  });
  await recordAuditEvent(tx, {
    event: events[change],
    details: { peer: input.link.peerName, by: 'peer' },
    ...context.audit,
  });
}
