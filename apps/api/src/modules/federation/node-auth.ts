import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import {
  findLiveLinkByPeer,
  isHeldHead,
  notePeerHead,
  takeNonce,
  type LinkRow,
} from './federation.repository.ts';

/**
 * How nodes prove themselves to each other (ADR 183). The reference node's headers, `cc-user` (the sender's
 * node name) and `cc-auth` (the head of the hash ratchet between the two), carry no secret: anyone who saw
 * one request could replay it until the next transaction. So every request is also signed with the key the
 * two nodes agreed on when the branch redeemed its one-time invitation: HMAC-SHA256 over the time, a nonce,
 * the method, the path and the body. A signature is good for five minutes and its nonce once.
 */
export const nodeHeaders = {
  node: 'cc-user',
  lastHash: 'cc-auth',
  signature: 'x-skillswap-node-signature',
} as const;

const validityMs = 5 * 60 * 1000;

const signatureOf = (
  key: string,
  parts: { at: number; nonce: string; method: string; path: string; body: string },
) =>
  createHmac('sha256', key)
    .update(`${parts.at}.${parts.nonce}.${parts.method}.${parts.path}.${parts.body}`)
    .digest('base64url');

const linkKey = (link: LinkRow, rootSecret: string) =>
  decryptSecret(rootSecret, 'node-link-key', link.secretSealed);

/** The headers this node sends the other side of `link` with a request. */
export function signNodeRequest(
  link: LinkRow,
  request: { method: string; path: string; body: string },
  options: { ourName: string; rootSecret: string; now: Date },
): Record<string, string> {
  const at = Math.floor(options.now.getTime() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const signature = signatureOf(linkKey(link, options.rootSecret), { at, nonce, ...request });
  return {
    [nodeHeaders.node]: options.ourName,
    // The newest head the other node is known to hold; before it showed one, ours (ADR 191).
    [nodeHeaders.lastHash]: link.peerHash ?? link.lastHash,
    [nodeHeaders.signature]: `t=${at},n=${nonce},v1=${signature}`,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const equal = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * The live link of the node a request comes from, locked, or 401: the node names itself, gives a ratchet head
 * this node held, and signs the request with the link's key within five minutes, with a nonce
 * not seen before.
 */
export async function authenticateNode(
  db: DbOrTx,
  request: FastifyRequest,
  options: { rootSecret: string; now: Date },
): Promise<LinkRow> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const name = header(nodeHeaders.node);
  const lastHash = header(nodeHeaders.lastHash) ?? '';
  const signed = /^t=(\d{1,12}),n=([\w-]{16,64}),v1=([\w-]{43})$/.exec(header(nodeHeaders.signature) ?? '');
  if (!name || !signed) throw unauthorized('federation.nameTheNodeAnd');
  const link = await findLiveLinkByPeer(db, name);
  if (!link) throw unauthorized('federation.unknownNodeOrBad');
  const at = Number(signed[1]);
  const nonce = signed[2]!;
  const expected = signatureOf(linkKey(link, options.rootSecret), {
    at,
    nonce,
    method: request.method,
    path: request.url,
    body: JSON.stringify(request.body ?? null),
  });
  if (!equal(signed[3]!, expected)) throw unauthorized('federation.unknownNodeOrBad');
  if (Math.abs(options.now.getTime() - at * 1000) > validityMs)
    throw unauthorized('federation.theSignatureHasExpired');
  // Any head this node held on the link lets the request in (ADR 191): a node whose acknowledgements were
  // lost, or that has several messages in flight at once, is behind by as many completions.
  if (!(await isHeldHead(db, link, lastHash))) {
    throw unauthorized('federation.theLedgersHashRatchet');
  }
  const forgetBefore = new Date(options.now.getTime() - 2 * validityMs);
  if (!(await takeNonce(db, { linkId: link.id, nonce, now: options.now, forgetBefore }))) {
    throw unauthorized('federation.thisRequestWasSent');
  }
  await notePeerHead(db, link, lastHash);
  return { ...link, peerHash: lastHash };
}
