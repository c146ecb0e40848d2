import {
  nodeDirectoryAnswerSchema,
  partnerDirectoryPageSize,
  type NodeDirectoryAnswer,
  type PartnerDirectoryPage,
} from '@skillswap/contracts/federation/schemas';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { listActiveLinks, listPartnerVisibleMembers } from './federation-directory.repository.ts';
import { blockedAmong } from './federation-member-blocks.repository.ts';
import type { LinkRow } from './federation.repository.ts';
import { nodeNameOf } from './federation.service.ts';
import { sendToPeer } from './federation-transfers.shared.ts';

/**
 * How long a node waits for a partner's page of members. A trunk relaying a branch's search waits less than
 * the node that asked it, so it can still answer with the branches that did reply and name the others.
 */
const askTimeoutMs = 4_000;
const relayTimeoutMs = 2_500;
const directoryPath = '/api/federation/directory';

interface DirectoryContext {
  config: Config;
  now: Date;
}
type Search = { q: string; page: number };

/**
 * Asks the node at the other end of `link` for a page of its visible members; null when it did not answer.
 */
async function askNode(
  link: LinkRow,
  context: DirectoryContext,
  search: Search,
  timeoutMs: number,
): Promise<NodeDirectoryAnswer | null> {
  // The body is sent in the order the schema reads it, so the receiver's JSON is the signed JSON.
  const body = { q: search.q, page: search.page };
  try {
    const answer = await sendToPeer(link, context, { path: directoryPath, body, timeoutMs });
    if (answer.status !== 200) return null;
    const parsed = nodeDirectoryAnswerSchema.safeParse(answer.body);
    return parsed.success ? keepHonest(link, context, parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * A branch speaks only for itself; a trunk may relay its other branches, but never this node. Anything else
 * in an answer (a node claiming another's name) is dropped.
 */
function keepHonest(link: LinkRow, context: DirectoryContext, answer: NodeDirectoryAnswer) {
  const ourName = nodeNameOf(context.config);
  const isAllowed = (node: string) =>
    link.peerRole === 'branch' ? node === link.peerName : node !== ourName;
  return {
    nodes: answer.nodes.filter((entry) => isAllowed(entry.node)),
    unavailable: link.peerRole === 'branch' ? [] : answer.unavailable.filter(isAllowed),
  };
}

/** Asks each link at once; each answer's nodes and the names of those that did not answer. */
async function askAll(links: LinkRow[], context: DirectoryContext, search: Search, timeoutMs: number) {
  const answers = await Promise.all(links.map((link) => askNode(link, context, search, timeoutMs)));
  const result: NodeDirectoryAnswer = { nodes: [], unavailable: [] };
  answers.forEach((answer, index) => {
    if (!answer) result.unavailable.push(links[index]!.peerName);
    else {
      result.nodes.push(...answer.nodes);
      result.unavailable.push(...answer.unavailable);
    }
  });
  return result;
}

/**
 * Another node asks for this node's visible members (the request is authenticated already). A paused link
 * answers nothing. A trunk asked by a branch also relays its other active branches, so branches of one hub
 * see each other; a branch asked by its trunk speaks only for itself.
 */
export async function answerNodeDirectory(
  db: DbOrTx,
  context: DirectoryContext,
  input: { link: LinkRow; search: Search },
): Promise<NodeDirectoryAnswer> {
  if (input.link.status !== 'active') throw conflict('federation.thisLinkIsPaused');
  const own = await listPartnerVisibleMembers(db, { ...input.search, pageSize: partnerDirectoryPageSize });
  const answer: NodeDirectoryAnswer = {
    nodes: [{ node: nodeNameOf(context.config), ...own }],
    unavailable: [],
  };
  if (input.link.peerRole !== 'branch') return answer;
  const siblings = (await listActiveLinks(db)).filter(
    (link) => link.peerRole === 'branch' && link.id !== input.link.id,
  );
  const relayed = await askAll(siblings, context, input.search, relayTimeoutMs);
  return { nodes: [...answer.nodes, ...relayed.nodes], unavailable: relayed.unavailable };
}

/** A member's "Other exchanges": every active link asked at once, the answers as one list. */
export async function searchPartnerMembers(
  db: DbOrTx,
  context: DirectoryContext,
  input: { viewerId: string; search: Search },
): Promise<PartnerDirectoryPage> {
  const links = await listActiveLinks(db);
  if (links.length === 0) return { isLinked: false, items: [], unavailable: [], hasMore: false };
  const answer = await askAll(links, context, input.search, askTimeoutMs);
  const items = answer.nodes.flatMap((entry) =>
    entry.members.map((member) => ({ ...member, node: entry.node })),
  );
  // Members the viewer blocked are not shown to them (ADR 213).
  const blocked = await blockedAmong(
    db,
    input.viewerId,
    items.map((item) => `${item.node}/${item.id}`),
  );
  return {
    isLinked: true,
    items: items.filter((item) => !blocked.has(`${item.node}/${item.id}`)),
    unavailable: [...new Set(answer.unavailable)].sort(),
    hasMore: answer.nodes.some((entry) => entry.hasMore),
  };
}
