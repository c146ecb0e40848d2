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
import { sendToPeer, speaksFor } from './federation-transfers.shared.ts';

/**
 * How long a member's node waits for its partners' pages. Each node that relays the search waits `hopMs` less
 * than the node that asked it, so it can still answer with the nodes that did reply and name the others; a
 * node with less than `leastRelayMs` left answers for itself only. That bounds a search to a few hops of the
 * tree (ADR 218).
 */
const askTimeoutMs = 4_000;
const hopMs = 700;
const leastRelayMs = 500;
/** What a trunk asked by a branch waited before nodes said how long they wait (ADR 185). */
const unsaidWaitMs = 3_200;
const directoryPath = '/api/federation/directory';

interface DirectoryContext {
  config: Config;
  now: Date;
}
type Search = { q: string; page: number };

/**
 * Asks the node at the other end of `link` for a page of its visible members, and of the nodes it relays to
 * within `waitMs`; null when it did not answer.
 */
async function askNode(
  db: DbOrTx,
  link: LinkRow,
  context: DirectoryContext,
  search: Search & { waitMs: number },
): Promise<NodeDirectoryAnswer | null> {
  // The body is sent in the order the schema reads it, so the receiver's JSON is the signed JSON.
  const body = { q: search.q, page: search.page, waitMs: search.waitMs };
  try {
    const answer = await sendToPeer(link, context, { path: directoryPath, body, timeoutMs: search.waitMs });
    if (answer.status !== 200) return null;
    const parsed = nodeDirectoryAnswerSchema.safeParse(answer.body);
    return parsed.success ? await keepHonest(db, link, context, parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * A branch speaks for itself and the nodes beneath it; a trunk for any node neither this one nor beneath it
 * (speaksFor). Anything else in an answer (a node claiming another's name) is dropped.
 */
async function keepHonest(db: DbOrTx, link: LinkRow, context: DirectoryContext, answer: NodeDirectoryAnswer) {
  const ourName = nodeNameOf(context.config);
  const allowed = new Set<string>();
  for (const node of new Set([...answer.nodes.map((entry) => entry.node), ...answer.unavailable])) {
    if (await speaksFor(db, link, node, ourName)) allowed.add(node);
  }
  return {
    nodes: answer.nodes.filter((entry) => allowed.has(entry.node)),
    unavailable: answer.unavailable.filter((node) => allowed.has(node)),
  };
}

/** Asks each link at once; each answer's nodes and the names of those that did not answer. */
async function askAll(
  db: DbOrTx,
  links: LinkRow[],
  context: DirectoryContext,
  search: Search & { waitMs: number },
) {
  const answers = await Promise.all(links.map((link) => askNode(db, link, context, search)));
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
 * answers nothing. The search goes on through the tree, never back where it came from (ADR 218): asked by its
 * trunk, a node also asks its own branches; asked by a branch, it asks its other branches and its own trunk.
 * So every node within a few hops answers once, and each relay waits less than the node that asked it.
 */
export async function answerNodeDirectory(
  db: DbOrTx,
  context: DirectoryContext,
  input: { link: LinkRow; search: Search & { waitMs?: number | undefined } },
): Promise<NodeDirectoryAnswer> {
  const { link, search } = input;
  if (link.status !== 'active') throw conflict('federation.thisLinkIsPaused');
  const own = await listPartnerVisibleMembers(db, { ...search, pageSize: partnerDirectoryPageSize });
  const answer: NodeDirectoryAnswer = {
    nodes: [{ node: nodeNameOf(context.config), ...own }],
    unavailable: [],
  };
  const fromBelow = link.peerRole === 'branch';
  const waitMs = (search.waitMs ?? (fromBelow ? unsaidWaitMs : 0)) - hopMs;
  if (waitMs < leastRelayMs) return answer;
  const onward = (await listActiveLinks(db)).filter(
    (other) => other.id !== link.id && (fromBelow || other.peerRole === 'branch'),
  );
  const relayed = await askAll(db, onward, context, { q: search.q, page: search.page, waitMs });
  // An answer holds at most 100 nodes (the schema's bound): this one, then the nearest.
  return {
    nodes: [...answer.nodes, ...relayed.nodes].slice(0, 100),
    unavailable: relayed.unavailable.slice(0, 100),
  };
}

/** A member's "Other exchanges": every active link asked at once, the answers as one list. */
export async function searchPartnerMembers(
  db: DbOrTx,
  context: DirectoryContext,
  input: { viewerId: string; search: Search },
): Promise<PartnerDirectoryPage> {
  const links = await listActiveLinks(db);
  if (links.length === 0) return { isLinked: false, items: [], unavailable: [], hasMore: false };
  const answer = await askAll(db, links, context, { ...input.search, waitMs: askTimeoutMs });
  // A node reached twice (two links into one part of the tree, by mistake) is listed once.
  const nodes = answer.nodes.filter(
    (entry, index) => answer.nodes.findIndex((other) => other.node === entry.node) === index,
  );
  const items = nodes.flatMap((entry) => entry.members.map((member) => ({ ...member, node: entry.node })));
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
    hasMore: nodes.some((entry) => entry.hasMore),
  };
}
