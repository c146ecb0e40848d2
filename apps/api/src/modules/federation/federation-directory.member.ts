import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  nodeMemberAnswerSchema,
  type NodeMemberAnswer,
  type PartnerMemberProfile,
} from '@skillswap/contracts/federation/schemas';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { findPartnerVisibleProfile } from './federation-directory.repository.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf } from './federation.service.ts';
import { routeTo, sendToPeer } from './federation-transfers.shared.ts';

/** The directory's waits (ADR 185): the asking node waits longer than a trunk relaying to a branch. */
const askTimeoutMs = 4_000;
const relayTimeoutMs = 2_500;
const memberPath = '/api/federation/directory/member';

interface MemberContext {
  config: Config;
  now: Date;
}
type Question = { node: string; id: string };

/**
 * One answer for a hidden, unknown or unreachable-by-link member, so nothing is learnt from the difference.
 */
const notVisibleHere = () => notFound('federation.noMemberOfA');
const notVisibleAtNode = () => notFound('federation.noMemberOfThisExchange');
const partnerDown = () => new AppError(errorCodes.unavailable, 'federation.thatMembersExchangeIs');

/**
 * Asks the node at the other end of `link` for one member, signed as the directory's search is and through
 * the same SSRF guard. `absent`: the node says there is no such visible member (or its side of the link is
 * paused); `down`: it could not be reached in time, or answered something else than the member asked for.
 */
async function askForMember(
  link: LinkRow,
  context: MemberContext,
  question: Question,
  timeoutMs: number,
): Promise<NodeMemberAnswer | 'absent' | 'down'> {
  // The body is sent in the order the schema reads it, so the receiver's JSON is the signed JSON.
  const body = { node: question.node, id: question.id };
  try {
    const answer = await sendToPeer(link, context, { path: memberPath, body, timeoutMs });
    if (answer.status === 404 || answer.status === 409) return 'absent';
    if (answer.status !== 200) return 'down';
    const parsed = nodeMemberAnswerSchema.safeParse(answer.body);
    const isAsked =
      parsed.success &&
      parsed.data.node === question.node &&
      parsed.data.member.id.toLowerCase() === question.id;
    return isAsked ? parsed.data : 'down';
  } catch {
    return 'down';
  }
}

/**
 * A member's view of one member of another exchange (ADR 211): asked of that member's node through the
 * link that reaches it (the node itself, the branch it lies beneath, or the trunk), each node on the way
 * passing it on (ADR 218). A paused link, an unknown node and a member who is not visible are the same 404;
 * a node that does not answer, 503.
 */
export async function readPartnerMember(
  db: DbOrTx,
  context: MemberContext,
  params: { node: string; memberId: string },
): Promise<PartnerMemberProfile> {
  const question = { node: params.node, id: params.memberId.toLowerCase() };
  if (question.node === nodeNameOf(context.config)) throw notVisibleHere();
  const link = await routeTo(db, question.node, null).catch(() => null);
  if (link?.status !== 'active') throw notVisibleHere();
  const answer = await askForMember(link, context, question, askTimeoutMs);
  if (answer === 'absent') throw notVisibleHere();
  if (answer === 'down') throw partnerDown();
  return { ...answer.member, node: answer.node };
}

/**
 * Another node asks for one member (the request is authenticated already). This node answers for its own
 * members, and passes any other question on along the route a transfer would take (ADR 218), never back
 * where it came from, so a member's page reaches every node of the tree; each hop waits 2.5 seconds, less
 * than the asking node. A paused link answers nothing.
 */
export async function answerNodeMember(
  db: DbOrTx,
  context: MemberContext,
  input: { link: LinkRow; question: Question },
): Promise<NodeMemberAnswer> {
  if (input.link.status !== 'active') throw conflict('federation.thisLinkIsPaused');
  const ourName = nodeNameOf(context.config);
  const question = { node: input.question.node, id: input.question.id.toLowerCase() };
  if (question.node === ourName) {
    const member = await findPartnerVisibleProfile(db, question.id);
    if (!member) throw notVisibleAtNode();
    return { node: ourName, member };
  }
  const next = await routeTo(db, question.node, input.link).catch(() => null);
  if (next?.status !== 'active') throw notVisibleAtNode();
  const answer = await askForMember(next, context, question, relayTimeoutMs);
  if (answer === 'absent') throw notVisibleAtNode();
  if (answer === 'down') throw partnerDown();
  return answer;
}
